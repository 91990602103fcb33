import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onPhone } from '../test/phone';
import { renderRoutes } from '../test/render';
import { FilterBar, SearchFilter, SwitchFilter, param, useListUrl } from './list-page';

function List() {
  const url = useListUrl({ text: param.text(), urgent: param.flag, mine: param.flag });
  return (
    <FilterBar url={url} namespace="common">
      <SearchFilter label="Find" />
      <SwitchFilter name="urgent" label="Urgent only" />
      <SwitchFilter name="mine" label="Mine only" />
    </FilterBar>
  );
}

onPhone();

const open = (path: string) => renderRoutes([{ path: '/list', element: <List /> }], path);

describe('the filter bar on a phone', () => {
  it('keeps the search in view and the other filters behind a button, so the list comes first', async () => {
    const user = userEvent.setup();
    open('/list');
    expect(screen.getByLabelText('Find')).toBeVisible();
    expect(screen.queryByLabelText('Urgent only')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('switch', { name: 'Urgent only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the filters at once when the URL applies one', () => {
    open('/list?urgent=true');
    expect(screen.getByLabelText('Urgent only')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });
});

/**
 * Dashboard routes of spec section 2 whose modules are not built yet: each opens a page that
 * says so. A module leaves this table when its own pages arrive.
 */
export const MODULES_NOT_BUILT: Array<{ module: string; paths: string[] }> = [
  { module: 'trainings', paths: ['trainings', 'employees/create', 'employees/:code'] },
  { module: 'help', paths: ['help'] },
  { module: 'products', paths: ['products'] },
  { module: 'cart', paths: ['cart'] },
  { module: 'orders', paths: ['orders', 'orders/:code'] },
  { module: 'subscriptions', paths: ['subscriptions', 'subscriptions/:code'] },
  {
    module: 'kyc',
    paths: ['parties/create-applicant', 'applicants/create', 'applicants/:code'],
  },
];

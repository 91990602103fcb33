import type { RegistryAnswer, RegistryPerson, ScanHit } from '@aml/shared';
import type { SanctionsIndex } from '../../engines/sanctions-matching/index.js';

type Subject = {
  name: string;
  role: ScanHit['role'];
  type: 'person' | 'company';
  birth_date?: string;
  countries: string[];
};

const personName = (p: RegistryPerson) =>
  p.company_name ?? [p.first_name, p.last_name].filter(Boolean).join(' ');

/**
 * The names a scan screens: the company as every registry names it, and every person found
 * (board, shareholders, representatives, beneficial owners) once. Names KRS masked ("J***")
 * are left out: they would only match by accident.
 */
export function scanSubjects(answers: RegistryAnswer[]): Subject[] {
  const subjects = new Map<string, Subject>();
  const add = (subject: Subject) => {
    const key = `${subject.name.toLowerCase()}|${subject.birth_date ?? ''}`;
    if (subject.name.trim() && !subjects.has(key)) subjects.set(key, subject);
  };
  for (const answer of answers) {
    const entity = answer.entity;
    if (answer.status !== 'found' || !entity) continue;
    if (entity.name)
      add({ name: entity.name, role: 'company', type: 'company', countries: ['PL'] });
    const people: Array<[RegistryPerson[] | undefined, ScanHit['role']]> = [
      [entity.board, 'board_member'],
      [entity.shareholders, 'shareholder'],
      [entity.representatives, 'representative'],
      [entity.beneficial_owners, 'beneficial_owner'],
    ];
    for (const [list, role] of people) {
      for (const person of list ?? []) {
        if (person.masked) continue;
        add({
          name: personName(person),
          role,
          type: person.company_name ? 'company' : 'person',
          birth_date: person.birth_date,
          countries: [...(person.citizenships ?? []), person.residence_country ?? ''].filter(
            Boolean,
          ),
        });
      }
    }
  }
  return [...subjects.values()];
}

/** Each subject against the lists in force, its best few hits over the default threshold. */
export function screenSubjects(index: SanctionsIndex, subjects: Subject[]): ScanHit[] {
  return subjects.flatMap((subject) =>
    index
      .screen(
        {
          name: subject.name,
          type: subject.type,
          birth_date: subject.birth_date ?? null,
          countries: subject.countries,
        },
        { limit: 3 },
      )
      .map((hit) => ({
        subject: subject.name,
        role: subject.role,
        list: hit.source,
        entry_name: hit.entry_name,
        score: hit.score,
      })),
  );
}

// The baseline of the HTTP benchmark: a bare Fastify route answering JSON of about the size
// of GET /int/user, with no authentication and no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  code: 'p9v_1piCvDrsw9Y4',
  email: 'bench@example.pl',
  first_name: '',
  last_name: '',
  language: 'en',
  email_verified: false,
  roles: ['user'],
  teams: [
    {
      code: 'c1ArFEbGKTvneEuj',
      name: 'bench@example.pl',
      type: 'individual',
      role: 'admin',
      admin: true,
    },
  ],
  currentTeamCodeContext: 'c1ArFEbGKTvneEuj',
  newAlertsAmount: 0,
  newTasksAmount: 0,
};
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

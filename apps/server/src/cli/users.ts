// Operator CLI: `npm run users -- create --email E --password P [--name N] [--role admin|user] [--tier T]`,
// `npm run users -- list`, `npm run users -- set-role --email E --role admin`. Uses the configured database.
import { parseArgs } from 'node:util';
import { createUser, listUsers, setRole } from '../modules/auth/users.service.ts';
import { fail, runCli, withRuntime } from './cli-kit.ts';

const usage = `Usage:
  npm run users -- create --email E --password P [--name N] [--role admin|user] [--tier T]
  npm run users -- list
  npm run users -- set-role --email E --role admin|user`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      tier: { type: 'string' },
    },
  });
  const command = positionals[0];
  const role = values.role === undefined ? undefined : values.role === 'admin' || values.role === 'user' ? values.role : null;
  if (role === null) return fail('--role must be admin or user');
  if (command !== 'create' && command !== 'list' && command !== 'set-role') return fail(usage);
  if (command !== 'list' && !values.email) return fail('--email is required');

  return withRuntime(async (runtime) => {
    if (command === 'create') {
      if (!values.password) return fail('--password is required');
      const user = await createUser(runtime.auth, runtime.db, {
        email: values.email!,
        password: values.password,
        name: values.name,
        role: role ?? 'user',
        tier: values.tier,
      });
      console.log(`Created ${user.email} (${role ?? 'user'}${values.tier ? `, tier ${values.tier}` : ''}) with id ${user.id}`);
    } else if (command === 'set-role') {
      if (!role) return fail('--role is required');
      const user = await setRole(runtime.db, values.email!, role);
      console.log(`${user.email} is now ${role}`);
    } else {
      const users = await listUsers(runtime.db);
      if (users.length === 0) console.log('No users yet.');
      for (const u of users) console.log([u.email, u.role, u.tier ?? '-', u.name, u.createdAt.toISOString()].join('\t'));
    }
    return 0;
  });
}

runCli('users', usage, main);

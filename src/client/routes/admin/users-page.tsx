import { useQuery } from '@tanstack/react-query';
import { adminSessionQuery } from '../../api/admin-auth';
import { adminUsersQuery } from '../../api/admin-users';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { NewUserForm } from '../../components/admin/new-user-form';
import { UserRow } from '../../components/admin/user-row';
import { Spinner } from '../../components/ui/spinner';

/** /admin/users: the newsroom's accounts, for admins only. */
export function UsersPage() {
  const users = useQuery(adminUsersQuery);
  const session = useQuery(adminSessionQuery);
  const me = session.data?.user?.username;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Users" />
      <AdminPageHeading
        title="Users"
        subtitle="Who may sign in to the back office, and with which role"
      />
      <NewUserForm />
      <section aria-labelledby="users-heading" className="flex flex-col gap-4">
        <h2 id="users-heading" className="text-xl font-semibold">
          {users.data
            ? `${users.data.length} ${users.data.length === 1 ? 'user' : 'users'}`
            : 'Users'}
        </h2>
        {users.isPending ? (
          <Spinner label="Loading users..." />
        ) : users.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            Failed to load users
          </p>
        ) : (
          <ul aria-label="Accounts" className="flex flex-col gap-3">
            {users.data.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.username === me} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

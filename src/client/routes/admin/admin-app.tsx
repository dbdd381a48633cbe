// Replaced by the back office; kept minimal so the admin chunk exists.
export default function AdminApp() {
  return null;
}

import { useEffect } from 'react';
import { useLogout } from 'react-admin';

/** /logout clears the session and goes to the login page. */
export default function LogoutPage() {
  const logout = useLogout();
  useEffect(() => {
    void logout();
  }, [logout]);
  return null;
}

import { apiRequest } from '../lib/api';
import { auth } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { forgetOfflineData } from '../offline/forget';
import { toast } from '../ui/toast';

/** Sign-out: the local flags are cleared and the user goes to /login even when the request fails. */
export async function signOut(navigate: (to: string) => void) {
  let failed = false;
  try {
    await apiRequest('POST', '/api/logout');
  } catch {
    failed = true;
  }
  auth.clear();
  queryClient.clear();
  void forgetOfflineData();
  navigate('/login');
  if (failed)
    toast({ title: 'Error', description: 'There was a problem logging out.', variant: 'destructive' });
  else toast({ title: 'Logged out' });
}

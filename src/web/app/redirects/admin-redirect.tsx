import { redirect } from 'react-router';
import { paths } from '@/web/config/paths';

export const clientLoader = () => redirect(paths.adminDashboard);

export default function AdminRedirect() {
  return null;
}

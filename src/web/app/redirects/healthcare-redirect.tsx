import { redirect } from 'react-router';
import { paths } from '@/web/config/paths';

export const clientLoader = () => redirect(paths.healthcareOptions);

export default function HealthcareRedirect() {
  return null;
}

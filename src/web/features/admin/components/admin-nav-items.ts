import {
  CalendarClock,
  ClipboardList,
  Coins,
  Handshake,
  FileCheck,
  FileClock,
  HeartHandshake,
  Landmark,
  House,
  Inbox,
  Undo2,
  LayoutDashboard,
  ShoppingBag,
  Store,
  UserX,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/web/config/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The console's sections, in the order an admin works through them. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: paths.adminDashboard, icon: LayoutDashboard },
  { label: 'Orders', to: paths.adminOrders, icon: ShoppingBag },
  { label: 'Applications', to: paths.adminApplications, icon: ClipboardList },
  { label: 'Bank statements', to: paths.adminReconciliation, icon: Landmark },
  { label: 'Funeral premiums', to: paths.adminPremiums, icon: CalendarClock },
  { label: 'Funeral claims', to: paths.adminClaims, icon: FileCheck },
  { label: 'Property listings', to: paths.adminProperties, icon: House },
  { label: 'Realty providers', to: paths.adminProviders, icon: Store },
  { label: 'Funeral plans', to: paths.adminFuneralPlans, icon: HeartHandshake },
  { label: 'Support inbox', to: paths.adminSupport, icon: Inbox },
  { label: 'Refunds due', to: paths.adminRefunds, icon: Undo2 },
  { label: 'Deletion requests', to: paths.adminDeletions, icon: UserX },
  { label: 'Users', to: paths.adminUsers, icon: Users },
  { label: 'Exchange rates', to: paths.adminExchangeRates, icon: Coins },
  { label: 'Partners', to: paths.adminPartners, icon: Handshake },
  { label: 'Audit log', to: paths.adminAuditLog, icon: FileClock },
];

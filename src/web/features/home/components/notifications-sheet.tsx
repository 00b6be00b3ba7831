import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/web/components/ui/sheet';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The bell on the home screen and the side sheet of the user's notifications, newest first. */
export function NotificationsSheet() {
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="relative"
          aria-label={`Notifications, ${unread} unread`}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -right-1 -top-1 grid min-w-6 place-items-center rounded-full bg-danger-700 px-1 text-sm font-bold text-white"
            >
              {unread}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full max-w-sm">
        <SheetHeader>
          <SheetTitle>Notifications</SheetTitle>
          <SheetDescription>{unread > 0 ? `${unread} unread` : 'You are all caught up'}</SheetDescription>
        </SheetHeader>
        {unread > 0 && (
          <Button variant="link" size="sm" className="self-start px-0" onClick={() => markAllRead.mutate()}>
            Mark all as read
          </Button>
        )}
        {isPending && <Skeleton className="h-16 w-full" />}
        {isError && <p className="text-danger-800">We couldn't load your notifications. Please try again.</p>}
        {data?.notifications.length === 0 && <p className="text-ink-muted">No notifications yet</p>}
        <ul className="flex flex-col gap-2 overflow-y-auto">
          {data?.notifications.map((notification) => (
            <li
              key={notification.id}
              className={cn(
                'rounded-xl border p-3',
                notification.read ? 'border-line bg-surface' : 'border-brand-300 bg-brand-50',
              )}
            >
              <div className="flex items-start gap-2">
                {!notification.read && (
                  <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className={cn('text-ink', !notification.read && 'font-semibold')}>
                    {!notification.read && <span className="sr-only">Unread: </span>}
                    {notification.title}
                  </p>
                  <p className="text-sm text-ink-muted">{notification.body}</p>
                  <p className="mt-1 text-sm text-ink-muted">
                    <time dateTime={notification.createdAt}>
                      {dateFormat.format(new Date(notification.createdAt))}
                    </time>
                  </p>
                  <div className="mt-1 flex flex-wrap gap-3 text-sm">
                    {notification.link && (
                      <Link to={notification.link} className="text-brand-800 underline underline-offset-4">
                        Open
                      </Link>
                    )}
                    {!notification.read && (
                      <button
                        type="button"
                        className="text-brand-800 underline underline-offset-4"
                        onClick={() => markRead.mutate(notification.id)}
                      >
                        Mark as read
                      </button>
                    )}
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}

import { admin } from 'better-auth/plugins';

/**
 * better-auth's admin plugin, kept for the columns it owns (role, bans, impersonatedBy) and for server-side
 * calls such as create-admin's createUser. Its HTTP endpoints skip two-factor, the audit log, the never-the-
 * last-admin rule and deletion scrubbing, so none of them is served: our own audited routes do admin work.
 */
export const adminPlugin = admin({ defaultRole: 'user', adminRoles: ['admin'] });

/** Every path the plugin defines (e.g. '/admin/set-role'), read from the plugin so a new one is covered too. */
export const ADMIN_PLUGIN_PATHS: readonly string[] = Object.values(adminPlugin.endpoints).map(
  (endpoint) => endpoint.path,
);

/** Whether a better-auth endpoint path belongs to the admin plugin. */
export const isAdminPluginPath = (path: string) => ADMIN_PLUGIN_PATHS.includes(path);

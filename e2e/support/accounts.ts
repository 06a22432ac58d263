import type { ClientType } from '@fair/shared/access/client-types';

export const DEMO_PASSWORD = 'Fair2025!';

export interface DemoAccount {
  userName: string;
  clientType: ClientType;
  /** where a logged-in user of this account lands */
  home: string;
}

/** The demo accounts the server seeds on first start (issue 2, "Demo fair"). */
export const demoAccounts = {
  exhibitor: { userName: 'exhibitor@demo.fair', clientType: 'exhibitor', home: '/exhibitor/dashboard' },
  rival: { userName: 'rival@demo.fair', clientType: 'exhibitor', home: '/exhibitor/dashboard' },
  newExhibitor: { userName: 'new@demo.fair', clientType: 'exhibitor', home: '/user/edit' },
  organizer: { userName: 'organizer', clientType: 'organizer', home: '/organizer/dashboard' },
  editor: { userName: 'editor', clientType: 'organizer', home: '/organizer/dashboard' },
  miniprog: { userName: 'miniprog', clientType: 'miniprog', home: '/miniprog/dashboard' },
} satisfies Record<string, DemoAccount>;

/** Cookie holding the session token of each client type (common brief, "Browser keeps the token"). */
export const tokenCookie: Record<ClientType, string> = {
  exhibitor: 'exhibitor_token',
  organizer: 'organizer_token',
  miniprog: 'miniprog_token',
};

export const loginApiPath: Record<ClientType, string> = {
  exhibitor: '/exhibitors/user/login',
  organizer: '/admin/user/login',
  miniprog: '/admin/user/login',
};

import { type LayoutName, matchRoute, ROUTES, type RouteDef } from '@amora/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { PageSpinner } from './components/PageSpinner';
import { RouteError } from './features/errors/RouteError';
import type { PageName, RouteHandle } from './routeHandle';

type Lazy = () => Promise<{ default: ComponentType }>;

const LAYOUTS: Record<Exclude<LayoutName, 'staff'>, Lazy> = {
  default: () => import('./layouts/DefaultLayout'),
  chat: () => import('./layouts/ChatLayout'),
  lander: () => import('./layouts/LanderLayout'),
  empty: () => import('./layouts/EmptyLayout'),
};

/** Account screens (signup, login, reset, activation, settings, deletion). */
const ACCOUNT_PAGES: Record<string, Lazy> = {
  signup: () => import('./features/account/signup/SignupPage'),
  'complete-signup': () => import('./features/account/signup/CompleteSignupPage'),
  'signup-matches': () => import('./features/account/signup/SignupMatchesPage'),
  login: () => import('./features/account/LoginPage'),
  'second-factor': () => import('./features/account/second-factor/SecondFactorPage'),
  'reset-password': () => import('./features/account/ResetPasswordPage'),
  'reset-password-do': () => import('./features/account/ResetPasswordDoPage'),
  'activate-done': () => import('./features/account/activation/ActivateDonePage'),
  'activate-error': () => import('./features/account/activation/ActivateErrorPage'),
  'mail-change-do': () => import('./features/account/MailChangeDoPage'),
  'account-deleted': () => import('./features/account/AccountDeletedPage'),
  settings: () => import('./features/account/settings/SettingsPage'),
};

const memberPage: Lazy = () => import('./features/members/MemberPage');

/** Profile screens (profile editor, search, profile pages, complaints). */
const PROFILE_PAGES: Record<string, Lazy> = {
  profile: () => import('./features/profile/ProfilePage'),
  members: () => import('./features/members/SearchPage'),
  'members-id': memberPage,
  'likes-m-id': memberPage,
  complaints: () => import('./features/complaints/ComplaintsPage'),
};

const likesPage: Lazy = () => import('./features/likes/LikesPage');

/** Likes screens (likes tabs, swipe game, match finder). */
const LIKES_PAGES: Record<string, Lazy> = {
  likes: likesPage,
  'likes-type': likesPage,
  'swipe-game': () => import('./features/likes/swipe/SwipeGamePage'),
  'match-finder': () => import('./features/likes/swipe/MatchFinderPage'),
};

/** Chat screens (conversation list, one conversation, a chat with a member). */
const CHAT_PAGES: Record<string, Lazy> = {
  chats: () => import('./features/chats/ChatsPage'),
  'chats-id': () => import('./features/chats/ConversationPage'),
  'members-id-chat': () => import('./features/chats/MemberChatPage'),
};

/** Payment screens (credits, premium, pricing, checkout, result, direct debit). */
type PaymentScreens = typeof import('./features/payments/screens');
const paymentScreen =
  (name: keyof PaymentScreens): Lazy =>
  () =>
    import('./features/payments/screens').then((m) => ({ default: m[name] }));
const PAYMENT_PAGES: Record<string, Lazy> = {
  credits: paymentScreen('CreditsPage'),
  'credits-repeat-order': paymentScreen('RepeatOrderPage'),
  'credits-id-paymentmethod': paymentScreen('PaymentMethodPage'),
  premium: paymentScreen('PremiumPage'),
  pricing: paymentScreen('PricingPage'),
  'test-checkout-id': paymentScreen('TestCheckoutPage'),
  'transactions-id': paymentScreen('TransactionPage'),
  directdebit: paymentScreen('DirectDebitPage'),
};

/** The screen module of a route. Later issues point their routes at their own feature modules. */
export function pageModule(route: RouteDef): Lazy {
  if (route.name === 'index') return () => import('./features/home/HomePage');
  if (route.name === 'notifications') return () => import('./features/notifications/NotificationsPage');
  const account = ACCOUNT_PAGES[route.name] ?? PROFILE_PAGES[route.name];
  if (account) return account;
  const likes = LIKES_PAGES[route.name];
  if (likes) return likes;
  const chat = CHAT_PAGES[route.name];
  if (chat) return chat;
  if (route.name === 'members-id-signup') return () => import('./features/landers/MemberSignupPage');
  if (route.name === 'lang-config') return () => import('./features/site/LangConfigPage');
  const payment = PAYMENT_PAGES[route.name];
  if (payment) return payment;
  if (route.name === 'token' || route.name.startsWith('pages-'))
    return () => import('./features/pages/StaticPage');
  if (route.layout === 'lander') return () => import('./features/landers/LanderPage');
  return () => import('./features/placeholder/PlaceholderPage');
}

const lazyComponent = (load: Lazy) => async () => ({ Component: (await load()).default });

/**
 * The first page's path when the server answered it 404 after looking up the member, conversation
 * or link it names (apps/server/src/lib/spa.ts, `amora-status`): that page shows the 404 page too.
 */
const answeredNotFound =
  typeof document !== 'undefined' && document.querySelector('meta[name="amora-status"][content="404"]')
    ? location.pathname
    : null;

/**
 * Parameterised routes answer 404 unless the shared table agrees (token shape, numeric ids),
 * exactly as the server decides the status.
 */
function tableGuard(name: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    if (matchRoute(pathname)?.route.name !== name || pathname === answeredNotFound) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    return null;
  };
}

function pageRoute(route: RouteDef): RouteObject {
  const handle: RouteHandle = {
    name: route.name as PageName,
    layout: route.layout,
    backButton: route.backButton === true,
  };
  const object: RouteObject = {
    id: route.name,
    path: route.path,
    handle,
    lazy: lazyComponent(pageModule(route)),
  };
  if (route.path.includes(':')) object.loader = tableGuard(route.name);
  return object;
}

function layoutRoute(layout: Exclude<LayoutName, 'staff'>): RouteObject {
  const children = ROUTES.filter((r) => r.layout === layout).map(pageRoute);
  if (layout === 'default') {
    children.push({
      id: 'not-found',
      path: '*',
      lazy: lazyComponent(() => import('./features/errors/NotFoundPage')),
    });
  }
  return {
    id: `layout-${layout}`,
    lazy: lazyComponent(LAYOUTS[layout]),
    // Errors of a page show inside its layout; errors of the layout itself reach the root.
    children: [{ id: `errors-${layout}`, errorElement: <RouteError />, children }],
  };
}

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        ...(['default', 'chat', 'lander', 'empty'] as const).map(layoutRoute),
        // The staff console: one lazy module with its own frame and screens (docs/decisions/012).
        { path: '/staff/:section?', lazy: lazyComponent(() => import('./features/staff/StaffLayout')) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

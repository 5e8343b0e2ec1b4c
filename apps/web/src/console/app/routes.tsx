import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import type { OperatorRole } from '@mizan/contracts/console';
import type { Session } from '../lib/session.ts';
import { roleMayCall } from '../lib/session.ts';
import { ChangePasswordPage } from '../features/account/change-password-page.tsx';
import { EditItemPage, NewItemPage } from '../features/catalogue/edit-page.tsx';
import { HistoryPage } from '../features/catalogue/history-page.tsx';
import { isKindSlug, type KindSlug } from '../features/catalogue/kinds.ts';
import { CatalogueListPage } from '../features/catalogue/list-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { BonusesPage } from '../features/bonuses/bonuses-page.tsx';
import { DataRequestsPage } from '../features/data-requests/data-requests-page.tsx';
import { RetentionPage } from '../features/retention/retention-page.tsx';
import { BankDeliveryPage } from '../features/banks/bank-delivery-page.tsx';
import { BanksPage } from '../features/banks/banks-page.tsx';
import { DeliveriesPage } from '../features/deliveries/deliveries-page.tsx';
import { FunnelPage } from '../features/funnel/funnel-page.tsx';
import { LeadDetailPage } from '../features/leads/lead-detail-page.tsx';
import { LeadsPage } from '../features/leads/leads-page.tsx';
import { OperatorsPage } from '../features/operators/operators-page.tsx';
import { ROLE_NAMES } from '../features/operators/role-names.ts';
import { SetupPage } from '../features/setup/setup-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { SupportRequestDetailPage } from '../features/support-requests/support-request-detail-page.tsx';
import { SupportRequestsPage } from '../features/support-requests/support-requests-page.tsx';
import { Page } from '../components/page.tsx';
import { NAV_ITEMS, navItemsFor } from './navigation.ts';
import { Shell } from './shell.tsx';

/** Where to go after sign-in: a page of the console, never another site. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?!\/)[\w\-/?=&%.]*$/.test(next) ? next : '/';
}

/** The pages before a session: sign-in and set-up. Anything else sends to sign-in. */
export function SignedOutRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Switch>
      <Route path="/setup" component={SetupPage} />
      <Route path="/sign-in">
        <SignInPage />
      </Route>
      <Route>
        <Redirect
          to={
            location === '/'
              ? '/sign-in'
              : `/sign-in?next=${encodeURIComponent(location + (search ? `?${search}` : ''))}`
          }
          replace
        />
      </Route>
    </Switch>
  );
}

export function SignedInRoutes({ session }: { session: Session }) {
  const role = session.operator.role;
  const home = navItemsFor(role)[0]?.href;
  const next = safeNext(useSearch());
  return (
    <Shell session={session}>
      <Switch>
        <Route key="home" path="/">
          {home ? <Redirect to={home} replace /> : <NothingForRole />}
        </Route>
        <Route key="sign-in" path="/sign-in">
          {/* Just signed in (or signed in already): on to where the operator was going. Keyed:
              the Redirect of one route must not be the same element as another's. */}
          <Redirect to={next === '/' ? (home ?? '/') : next} replace />
        </Route>
        {roleMayCall(role, 'listApplications') && (
          <Route path="/leads">
            <LeadsPage role={role} />
          </Route>
        )}
        {roleMayCall(role, 'getApplicationDetail') && (
          <Route path="/leads/:id">{(params) => <LeadDetailPage id={params.id} />}</Route>
        )}
        {roleMayCall(role, 'listBonuses') && (
          <Route path="/bonuses">
            <BonusesPage role={role} />
          </Route>
        )}
        {roleMayCall(role, 'getFunnel') && <Route path="/funnel" component={FunnelPage} />}
        {roleMayCall(role, 'listDataRequests') && (
          <Route path="/data-requests" component={DataRequestsPage} />
        )}
        {roleMayCall(role, 'listSupportRequests') && (
          <Route path="/support-requests">
            <SupportRequestsPage role={role} />
          </Route>
        )}
        {roleMayCall(role, 'getSupportRequest') && (
          <Route path="/support-requests/:id">
            {(params) => <SupportRequestDetailPage id={params.id} />}
          </Route>
        )}
        {roleMayCall(role, 'listOperators') && (
          <Route path="/operators">
            <OperatorsPage signedInAs={session.operator.email} />
          </Route>
        )}
        {roleMayCall(role, 'listAudit') && <Route path="/audit" component={AuditPage} />}
        {roleMayCall(role, 'listRetentionRuns') && (
          <Route path="/retention" component={RetentionPage} />
        )}
        {roleMayCall(role, 'setBankDelivery') && <Route path="/banks" component={BanksPage} />}
        {roleMayCall(role, 'setBankDelivery') && (
          <Route path="/banks/:id">{(params) => <BankDeliveryPage id={params.id} />}</Route>
        )}
        {roleMayCall(role, 'listDeliveries') && (
          <Route path="/deliveries" component={DeliveriesPage} />
        )}
        {roleMayCall(role, 'listProducts') && (
          <Route key="catalogue" path="/catalogue">
            <Redirect to="/catalogue/products" replace />
          </Route>
        )}
        {roleMayCall(role, 'listProducts') && (
          <Route path="/catalogue/:kind">
            {(params) =>
              ofKind(params.kind, (kind) => (
                <CatalogueListPage key={kind} kind={kind} role={role} />
              ))
            }
          </Route>
        )}
        {roleMayCall(role, 'listProducts') && (
          <Route path="/catalogue/:kind/new">
            {(params) =>
              roleMayCall(role, 'addProduct') ? (
                ofKind(params.kind, (kind) => <NewItemPage kind={kind} role={role} />)
              ) : (
                <NotFoundOrNotAllowed role={role} />
              )
            }
          </Route>
        )}
        {roleMayCall(role, 'getProductHistory') && (
          <Route path="/catalogue/:kind/:id/history">
            {(params) =>
              ofKind(params.kind, (kind) => (
                <HistoryPage key={`${kind}/${params.id}`} kind={kind} id={params.id} role={role} />
              ))
            }
          </Route>
        )}
        {roleMayCall(role, 'getProduct') && (
          <Route path="/catalogue/:kind/:id">
            {(params) =>
              ofKind(params.kind, (kind) => (
                <EditItemPage key={`${kind}/${params.id}`} kind={kind} id={params.id} role={role} />
              ))
            }
          </Route>
        )}
        <Route path="/account/password" component={ChangePasswordPage} />
        <Route>
          <NotFoundOrNotAllowed role={role} />
        </Route>
      </Switch>
    </Shell>
  );
}

/** A catalogue page of a kind the console has, or "page not found". */
function ofKind(kind: string, page: (kind: KindSlug) => ReactNode): ReactNode {
  return isKindSlug(kind) ? page(kind) : <PageNotFound />;
}

function PageNotFound() {
  return (
    <Page title="Page not found">
      <p className="text-ink-700">This page does not exist. Use the navigation above.</p>
    </Page>
  );
}

function NothingForRole() {
  return (
    <Page title="Welcome">
      <p className="text-ink-700">
        Your role has no console pages. Ask an admin to check your role.
      </p>
    </Page>
  );
}

/**
 * An address no route of the role took: a console page the role may not use is said to be so
 * (the server refuses its calls with 403 anyway); any other address does not exist.
 */
function NotFoundOrNotAllowed({ role }: { role: OperatorRole }) {
  const [location] = useLocation();
  const known = NAV_ITEMS.some(
    (item) => location === item.href || location.startsWith(`${item.href}/`),
  );
  if (known) {
    return (
      <Page title="Not allowed">
        <p className="text-ink-700">
          Your role, {ROLE_NAMES[role]}, does not include this page. If your work needs it, ask an
          admin to change your role. The pages you may use are in the navigation above.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Page not found">
      <p className="text-ink-700">This page does not exist. Use the navigation above.</p>
    </Page>
  );
}

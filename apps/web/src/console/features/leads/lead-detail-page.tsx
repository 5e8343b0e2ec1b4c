import { Link } from 'wouter';
import { Alert } from '../../components/alert.tsx';
import { DetailList } from '../../components/detail-list.tsx';
import { Erased, isErased } from '../../components/erased.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { COUNTRY_NAMES, failureText, formatDateTime } from '../../lib/format.ts';
import { useApplication } from './api/get-application.ts';
import { contactText, LeadHistory } from './lead-history.tsx';

export function LeadDetailPage({ id }: { id: string }) {
  const lead = useApplication(id);
  return (
    <Page
      title="Lead"
      actions={
        <Link href="/leads" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to leads
        </Link>
      }
    >
      <Alert>{lead.isError ? failureText(lead.error) : undefined}</Alert>
      {lead.isPending && (
        <p role="status" className="text-sm text-ink-500">
          Loading the lead…
        </p>
      )}
      {lead.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel>
            <h2 className="mb-4 text-lg font-semibold">Applicant</h2>
            <DetailList
              items={
                isErased(lead.data.applicant)
                  ? [['Full name, email and phone', <Erased />]]
                  : [
                      ['Full name', lead.data.applicant.fullName],
                      ['Email', lead.data.applicant.email],
                      ['Phone', <span dir="ltr">{lead.data.applicant.phone}</span>],
                    ]
              }
            />
          </Panel>
          <Panel>
            <h2 className="mb-4 text-lg font-semibold">Application</h2>
            <DetailList
              items={[
                ['Reference', <span className="font-mono text-xs">{lead.data.id}</span>],
                ['Created', formatDateTime(lead.data.createdAt)],
                [
                  'Submitted',
                  lead.data.submittedAt ? formatDateTime(lead.data.submittedAt) : 'Not submitted',
                ],
                ['Status', <StatusBadge status={lead.data.status} />],
                [
                  'Bank status',
                  lead.data.bankStatus ? (
                    <StatusBadge status={lead.data.bankStatus} />
                  ) : (
                    'No report yet'
                  ),
                ],
                ["Bank's reference", lead.data.bankReference ?? '—'],
                ['Country', COUNTRY_NAMES[lead.data.country] ?? lead.data.country],
                ['Language', lead.data.language === 'ar' ? 'Arabic' : 'English'],
                ['Product type', lead.data.productType],
                ['Bank', lead.data.bank?.name ?? '—'],
                ['Product chosen', lead.data.product?.name ?? 'None yet'],
                ['Contact', contactText(lead.data.contact)],
              ]}
            />
          </Panel>
          <Panel>
            <h2 className="mb-4 text-lg font-semibold">History</h2>
            <LeadHistory history={lead.data.history} />
          </Panel>
          <Panel>
            <h2 className="mb-4 text-lg font-semibold">Screening answers</h2>
            {lead.data.answers.length === 0 ? (
              <p className="text-sm text-ink-500">No answers given.</p>
            ) : (
              <DetailList items={lead.data.answers.map((a) => [a.question, a.answer])} />
            )}
          </Panel>
          <Panel>
            <h2 className="mb-4 text-lg font-semibold">Features chosen, in order</h2>
            {lead.data.features.length === 0 ? (
              <p className="text-sm text-ink-500">No features chosen.</p>
            ) : (
              <ol className="list-decimal space-y-1 ps-5 text-sm">
                {[...lead.data.features]
                  .sort((a, b) => a.priority - b.priority)
                  .map((feature) => (
                    <li key={feature.featureId}>{feature.name}</li>
                  ))}
              </ol>
            )}
            <h2 className="mt-6 mb-4 text-lg font-semibold">Recommendations shown</h2>
            {lead.data.recommendations.length === 0 ? (
              <p className="text-sm text-ink-500">None.</p>
            ) : (
              <ul className="list-disc space-y-1 ps-5 text-sm">
                {lead.data.recommendations.map((product) => (
                  <li key={product.id}>
                    {product.name}
                    {product.id === lead.data.product?.id && (
                      <strong className="ms-2 text-brand-800">(chosen)</strong>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </Page>
  );
}

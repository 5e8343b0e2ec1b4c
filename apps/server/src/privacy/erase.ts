import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Country } from '@mizan/contracts';
import type { ErasureCounts } from '@mizan/contracts/console';
import type { Database } from '../db/client.ts';
import { bankFileKeys } from '../catalogue/index.ts';
import { emlName } from '../mail/transport.ts';
import { messageIdOf } from '../mail/sender.ts';
import { supportRequests } from '../db/schema/mail.ts';
import { outbox } from '../db/schema/queue.ts';
import { dataRequests } from '../db/schema/privacy.ts';
import { applications, customers } from '../db/schema/visitors.ts';
import { deliveryFile, removeDeliveryRows } from '../partners/delivery-csv.ts';
import { followUpEvent, queueDeliveries } from '../partners/queue-delivery.ts';
import { mailKeysOf, sameAddress } from './export.ts';

// Erasure (issue 25, docs/decisions/0029): what it empties, table by table, and why.
//
// - customers: name, email and phone set to '' (the columns are NOT NULL, and '' is what the
//   console shows as "Erased"), erased_at set. Country, language and promo code stay: they name
//   nobody and the counts by country and campaign hold.
// - applications: nothing in them names the person (answers are option ids, the contact channel
//   and window are preferences, bank_reference is the bank's number for the lead): the rows stay
//   as they are, anonymous once their customer is, with erased_at set, so counts and the funnel
//   hold. The withdrawal link keeps working: it reveals nothing and tells the bank to stop.
// - support_requests: name, email and message set to '', erased_at set.
// - outbox, mail: every email to the person's address or about their applications and support
//   requests has its address, subject, html and text emptied; one still waiting is never sent.
// - outbox, deliveries: each lead (application.submitted) loses `applicant` from its payload. A
//   lead still waiting is stopped (failed), so a bank never receives it; a bank that took it, or
//   might be taking it right now, is queued an application.erased delivery so it can erase too.
// - delivery CSV files under DATA_DIR: the leads' rows leave the files their deliveries recorded
//   (whatever the bank's key is now), rewritten in place; the .eml copies of the emptied emails
//   (DATA_DIR/mail, without an SMTP server) are deleted.
// - data_requests (erasePerson only): the address is cleared, erased_at set; its keyed hash stays.
// Nothing else holds a visitor's name, email or phone: the audit log holds ids and filters,
// funnel_events steps and ids, application_history statuses and the bank's references.

const ERASED_MAIL = 'not sent: the recipient was erased';
const ERASED_LEAD = 'not sent: the applicant was erased';
const ERASED_ANSWER = "the bank's answer is not kept: the applicant was erased";

/** Whose rows to erase. */
export interface ErasureTargets {
  customerIds: readonly string[];
  supportRequestIds: readonly string[];
  /** Lower-cased addresses: the emails sent to them are emptied too. */
  addresses: readonly string[];
  /** Only emails to `addresses` queued before this (retention erases only what is old). */
  mailBefore?: Date;
}

export interface ErasureOptions {
  /** Where the delivery CSV files are (`<dataDir>/deliveries/<bank>/<day>.csv`). */
  dataDir: string;
  now?: Date;
}

export const noErasure = (): ErasureCounts => ({
  customers: 0,
  applications: 0,
  supportRequests: 0,
  emails: 0,
  deliveries: 0,
  banksTold: 0,
});

/**
 * The core of every erasure (a person's, and the retention job's batches), inside the caller's
 * transaction. The files (delivery CSVs, .eml copies) are dealt with last, still inside it: if a
 * file cannot be written the whole erasure rolls back and can be done again, instead of leaving a lead on disk
 * that nothing would find any more (its application no longer names anyone).
 */
export async function eraseRecords(
  tx: Database,
  targets: ErasureTargets,
  options: ErasureOptions,
): Promise<ErasureCounts> {
  const now = options.now ?? new Date();
  const counts = noErasure();

  const erasedCustomers = targets.customerIds.length
    ? await tx
        .update(customers)
        .set({ name: '', email: '', mobileNumber: '', erasedAt: now })
        .where(and(inArray(customers.id, [...targets.customerIds]), isNull(customers.erasedAt)))
        .returning({ id: customers.id })
    : [];
  counts.customers = erasedCustomers.length;
  const erasedApplications = erasedCustomers.length
    ? await tx
        .update(applications)
        .set({ erasedAt: now })
        .where(
          and(
            inArray(
              applications.customerId,
              erasedCustomers.map((c) => c.id),
            ),
            isNull(applications.erasedAt),
          ),
        )
        .returning({ id: applications.id })
    : [];
  counts.applications = erasedApplications.length;
  const applicationIds = erasedApplications.map((a) => a.id);

  const erasedSupport = targets.supportRequestIds.length
    ? await tx
        .update(supportRequests)
        .set({ fullName: '', email: '', message: '', erasedAt: now })
        .where(
          and(
            inArray(supportRequests.id, [...targets.supportRequestIds]),
            isNull(supportRequests.erasedAt),
          ),
        )
        .returning({ id: supportRequests.id })
    : [];
  counts.supportRequests = erasedSupport.length;

  const emails = await eraseEmails(
    tx,
    targets,
    applicationIds,
    erasedSupport.map((s) => s.id),
  );
  counts.emails = emails.length;

  const leads = await eraseLeads(tx, applicationIds);
  counts.deliveries = leads.length;
  // A lead delivered, or waiting (possibly being sent this very moment): the bank may have it.
  counts.banksTold = await queueDeliveries(
    tx,
    leads
      .filter((lead) => lead.status !== 'failed' && lead.organizationId !== null)
      .map((lead) => ({
        bankId: lead.organizationId!,
        event: followUpEvent('application.erased', lead.applicationId),
      })),
  );

  await removeFromDeliveryFiles(options.dataDir, leads);
  await removeEmailFiles(options.dataDir, emails);
  return counts;
}

/** Empties the emails to these addresses and about these records; those waiting are not sent. */
async function eraseEmails(
  tx: Database,
  targets: ErasureTargets,
  applicationIds: string[],
  supportRequestIds: string[],
): Promise<string[]> {
  const toThem: SQL | undefined = targets.addresses.length
    ? and(
        inArray(outbox.toAddress, [...targets.addresses]),
        targets.mailBefore ? lt(outbox.createdAt, targets.mailBefore) : undefined,
      )
    : undefined;
  const keys = mailKeysOf(applicationIds, supportRequestIds);
  const aboutThem = keys.length ? inArray(outbox.dedupeKey, keys) : undefined;
  if (!toThem && !aboutThem) return [];
  const emptied = await tx
    .update(outbox)
    .set({
      toAddress: '',
      subject: '',
      html: '',
      text: '',
      inlineImage: null,
      status: sql`case when ${outbox.status} = 'pending' then 'failed' else ${outbox.status} end`,
      lastError: sql`case when ${outbox.status} = 'pending' then ${ERASED_MAIL}::text end`,
    })
    .where(and(eq(outbox.queue, 'mail'), or(toThem, aboutThem)))
    .returning({ id: outbox.id });
  return emptied.map((row) => row.id);
}

/**
 * Without an SMTP server (development, demos) each email was written as an .eml file under
 * DATA_DIR/mail (mail/transport.ts): the copies of the erased emails go too.
 */
async function removeEmailFiles(dataDir: string, emailIds: string[]): Promise<void> {
  if (emailIds.length === 0) return;
  const dir = path.join(dataDir, 'mail');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const erased = new Set(emailIds.map((id) => emlName(messageIdOf(id))));
  for (const name of names) {
    // `<time>-<name>`: the part after the first dash.
    if (erased.has(name.slice(name.indexOf('-') + 1))) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

interface ErasedLead {
  applicationId: string;
  organizationId: number | null;
  /** The status before the erasure. */
  status: string;
  sentAt: Date | null;
  bankKey: string | null;
  bankCountry: Country | null;
  /** The files its row was written to, relative to dataDir; null before they were recorded. */
  deliveryFiles: string[] | null;
}

/**
 * Takes the applicant out of these applications' leads (application.submitted deliveries): a
 * lead not yet sent is stopped. Returns each lead as it was, for the follow-up and the files.
 */
async function eraseLeads(tx: Database, applicationIds: string[]): Promise<ErasedLead[]> {
  if (applicationIds.length === 0) return [];
  const where = and(
    eq(outbox.queue, 'delivery'),
    eq(outbox.kind, 'application.submitted'),
    inArray(outbox.applicationId, applicationIds),
  );
  const leads = await tx
    .select({
      id: outbox.id,
      applicationId: outbox.applicationId,
      organizationId: outbox.organizationId,
      status: outbox.status,
      sentAt: outbox.sentAt,
      deliveryFiles: outbox.deliveryFiles,
    })
    .from(outbox)
    .where(where)
    .for('update', { of: outbox });
  if (leads.length === 0) return [];
  await tx
    .update(outbox)
    .set({
      payload: sql`${outbox.payload} #- '{data,applicant}'`,
      status: sql`case when ${outbox.status} = 'pending' then 'failed' else ${outbox.status} end`,
      lastError: sql`case
        when ${outbox.status} = 'pending' then ${ERASED_LEAD}::text
        when ${outbox.lastError} is not null then ${ERASED_ANSWER}::text
      end`,
    })
    .where(where);
  // Where each bank's delivery files are (its key and country), read through the catalogue.
  const banks = await bankFileKeys(
    tx,
    leads.flatMap((lead) => (lead.organizationId === null ? [] : [lead.organizationId])),
  );
  return leads.map((lead) => {
    const bank = lead.organizationId === null ? undefined : banks.get(lead.organizationId);
    return {
      applicationId: lead.applicationId!,
      organizationId: lead.organizationId,
      status: lead.status,
      sentAt: lead.sentAt,
      bankKey: bank?.key ?? null,
      bankCountry: bank?.country ?? null,
      deliveryFiles: lead.deliveryFiles,
    };
  });
}

const DAY_MS = 86_400_000;

/**
 * The files a lead's row may be in: those its delivery recorded when it was written (whatever
 * the bank is called now, issue 32). A lead written before they were recorded is looked for by
 * its bank's key now: its file of the day it was sent, or of the day before (the row is written
 * just before the send is recorded, possibly either side of midnight).
 */
function filesOf(dataDir: string, lead: ErasedLead): string[] {
  if (lead.deliveryFiles) {
    const root = path.resolve(dataDir, 'deliveries');
    // Only ever under the deliveries' folder, whatever the column holds.
    return lead.deliveryFiles
      .map((file) => path.resolve(dataDir, file))
      .filter((file) => file.startsWith(`${root}${path.sep}`));
  }
  if (lead.status !== 'sent' || !lead.sentAt || !lead.bankKey || !lead.bankCountry) return [];
  const { sentAt, bankKey, bankCountry } = lead;
  return [sentAt, new Date(sentAt.getTime() - DAY_MS)].map((at) =>
    deliveryFile(dataDir, bankKey, bankCountry, at),
  );
}

/** Takes the leads out of the CSV files they were written to (banks by webhook have none). */
async function removeFromDeliveryFiles(dataDir: string, leads: ErasedLead[]): Promise<void> {
  const files = new Map<string, Set<string>>();
  for (const lead of leads) {
    for (const file of filesOf(dataDir, lead)) {
      const ids = files.get(file) ?? new Set<string>();
      ids.add(lead.applicationId);
      files.set(file, ids);
    }
  }
  for (const [file, ids] of files) await removeDeliveryRows(file, ids);
}

/**
 * Erases everything held about one address (lower-cased match), inside the caller's
 * transaction: its customers and their applications' personal data, its support requests, the
 * emails, the leads and their files, and its data requests' copy of the address (their keyed
 * hash stays). The console's erasure runs it with its own checks and audit entry around it.
 */
export async function erasePersonWithin(
  tx: Database,
  email: string,
  options: ErasureOptions,
): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase();
  const now = options.now ?? new Date();
  // Two erasures of one address at once: the second waits, then finds nothing left.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`erase:${address}`}))`);
  const customerRows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(sameAddress(customers.email, address), isNull(customers.erasedAt)));
  const supportRows = await tx
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(and(sameAddress(supportRequests.email, address), isNull(supportRequests.erasedAt)));
  const counts = await eraseRecords(
    tx,
    {
      customerIds: customerRows.map((c) => c.id),
      supportRequestIds: supportRows.map((s) => s.id),
      addresses: [address],
    },
    { ...options, now },
  );
  await tx
    .update(dataRequests)
    .set({ email: null, erasedAt: now })
    .where(eq(sql`lower(${dataRequests.email})`, address));
  return counts;
}

/** Erases everything held about one address in one transaction (erasePersonWithin). */
export function erasePerson(
  db: Database,
  email: string,
  options: ErasureOptions,
): Promise<ErasureCounts> {
  return db.transaction((tx) => erasePersonWithin(tx, email, options));
}

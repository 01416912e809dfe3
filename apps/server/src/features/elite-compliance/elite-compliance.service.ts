import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMPLIANCE_CONSENT_STATEMENT,
  COMPLIANCE_DOCUMENT_KINDS,
  COMPLIANCE_DOCUMENT_TITLES,
  COMPLIANCE_RENEWAL_NOTICE_DAYS,
  ELITE_CHANGED_EVENT,
  ELITE_STAGE_INFO,
  documentExpiry,
  taxFormFor,
  type ComplianceDocument,
  type ComplianceDocumentKind,
  type ComplianceState,
  type EliteApplicationStatus,
  type EliteChangedEvent,
} from '@talent/contract/elite';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import type { FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { isCountryCode } from '../../reference/countries.ts';
import type { FileRow } from '../files/files.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  renderDocuments,
  type Details,
  type RenderedDocument,
  type StoredDetails,
} from './compliance-documents.ts';
import {
  bundleSha256,
  cleanDraft,
  complianceStatus,
  needsSigning,
  sameName,
  textSha256,
} from './compliance-rules.ts';
import * as repo from './elite-compliance.repository.ts';
import type { ProfileRow, SignatureRow } from './elite-compliance.repository.ts';
import { detailsJson, documentJson, longDate, shortTitle, signedJson } from './elite-compliance.view.ts';
import { openDraft, seal, sealDraft, unseal } from './sealed-values.ts';
import type { signedPdf } from './signed-pdf.ts';

const DAY_MS = 86_400_000;
const CHANGED_SINCE_READ = 'The documents changed since you read them. Read them again, then sign.';

/** Whether the elite application lets the candidate change their compliance now (the stage machine decides). */
export type ComplianceGate = (userId: string) => Promise<{ ok: true } | { ok: false; message: string }>;

export interface EliteComplianceDeps {
  db: Db;
  files: FilesService;
  notifications: NotificationsService;
  broadcaster: Broadcaster;
  keyring: FileKeyring;
  editable: ComplianceGate;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/** Who signed from where: recorded with each signature. */
export interface SignerClient {
  ip: string;
  userAgent: string;
  socketId?: string | undefined;
}

/** What the candidate's compliance is made of at one moment. */
interface Loaded {
  profile: ProfileRow | undefined;
  details: StoredDetails | null;
  taxId: string;
  payoutAccount: string;
  live: SignatureRow[];
  documents: RenderedDocument[];
  bundle: string;
}

const conflict = (message: string): never => {
  throw new AppError('conflict', { message });
};

function isKind(kind: string): kind is ComplianceDocumentKind {
  return (COMPLIANCE_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** A YYYY-MM-DD that is a real calendar day. */
function realDate(value: string): Date | null {
  const at = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value ? null : at;
}

/**
 * Contract and compliance of the elite programme (contract: the compliance block of elite.ts): the details, the
 * documents rendered from our templates, signing with a typed name over the hash of what was read, the signed
 * PDFs, verification of a text, and the tax forms' renewal. Rules: README.md.
 */
export class EliteComplianceService {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(private readonly deps: EliteComplianceDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
  }

  /* ================================================================ reading */

  private async load(userId: string): Promise<Loaded> {
    const [profile, live] = await Promise.all([
      repo.profileOf(this.db, userId),
      repo.liveSignatures(this.db, userId),
    ]);
    const details = (profile?.details as StoredDetails | null | undefined) ?? null;
    if (!profile || !details || !profile.taxIdSealed || !profile.payoutAccountSealed) {
      return {
        profile,
        details: null,
        taxId: '',
        payoutAccount: '',
        live,
        documents: [],
        bundle: bundleSha256([]),
      };
    }
    const taxId = unseal(profile.taxIdSealed, this.deps.keyring);
    const payoutAccount = unseal(profile.payoutAccountSealed, this.deps.keyring);
    const { documents, bundle } = renderDocuments(details, taxId);
    return { profile, details, taxId, payoutAccount, live, documents, bundle };
  }

  /** The signature in force over a document's current text (the newest of its kind with the same hash). */
  private currentSignature(loaded: Loaded, doc: RenderedDocument): SignatureRow | null {
    return loaded.live.find((s) => s.kind === doc.kind && s.sha256 === doc.sha256) ?? null;
  }

  async state(userId: string): Promise<ComplianceState> {
    const [loaded, verifiedName, place] = await Promise.all([
      this.load(userId),
      repo.verifiedNameOf(this.db, userId),
      repo.profilePlace(this.db, userId),
    ]);
    const required = loaded.documents.map((doc) => ({ doc, signature: this.currentSignature(loaded, doc) }));
    const { status, renewBy } = complianceStatus(
      loaded.details !== null,
      required.map(({ doc, signature }) => ({
        kind: doc.kind,
        signature: signature ? { expiresAt: signature.expiresAt } : null,
      })),
      this.now(),
    );
    return {
      status,
      draft: openDraft(loaded.profile?.draft, this.deps.keyring),
      draft_saved_at: loaded.profile?.draftSavedAt?.toISOString() ?? null,
      details: loaded.details ? detailsJson(loaded.details, loaded.taxId, loaded.payoutAccount) : null,
      prefill: { verified_name: verifiedName, country: place.country, city: place.city },
      tax_form: loaded.details ? taxFormFor(loaded.details) : null,
      signed: required.flatMap(({ signature }) => (signature ? [signedJson(signature)] : [])),
      renew_by: renewBy?.toISOString() ?? null,
    };
  }

  async documents(userId: string): Promise<{ documents: ComplianceDocument[]; bundle_sha256: string }> {
    const loaded = await this.load(userId);
    return {
      documents: loaded.documents.map((doc) => documentJson(doc, this.currentSignature(loaded, doc))),
      bundle_sha256: loaded.bundle,
    };
  }

  /**
   * The PDF of the signature in force of a kind; 404 until signed (and for any other user: it is per owner). A
   * signature recorded without its PDF (imported or seeded records) gets it made from the signed text on first ask.
   */
  async signedPdf(userId: string, kind: string): Promise<FileRow> {
    const notSigned = () => new AppError('not_found', { message: 'This document is not signed yet.' });
    if (!isKind(kind)) throw notSigned();
    const signature = (await repo.liveSignatures(this.db, userId)).find((s) => s.kind === kind);
    if (!signature) throw notSigned();
    if (signature.pdfFileId) return this.deps.files.ownFile(userId, signature.pdfFileId);
    const file = await this.storeSignedPdf(userId, kind, {
      title: COMPLIANCE_DOCUMENT_TITLES[kind],
      text: unseal(signature.textSealed, this.deps.keyring),
      sha256: signature.sha256,
      templateVersion: signature.templateVersion,
      typedName: signature.typedName,
      signedAt: signature.signedAt,
      ip: signature.ip,
      consent: signature.consentElectronic,
    });
    await repo.attachPdf(this.db, signature.id, file.id);
    return file;
  }

  /** A signed document's PDF, stored as the candidate's file (encrypted, like every `signed_document`). */
  private async storeSignedPdf(
    userId: string,
    kind: ComplianceDocumentKind,
    input: Parameters<typeof signedPdf>[0],
  ): Promise<FileRow> {
    // pdfkit loads with the first signed document, not with every server.
    const pdf = await (await import('./signed-pdf.ts')).signedPdf(input);
    const checked = await this.deps.files.putChecked('signed_document', Readable.from([pdf]));
    return this.deps.files.record(this.db, userId, 'signed_document', checked, {
      name: `${kind.replace(/_/g, '-')}-signed-${input.signedAt.toISOString().slice(0, 10)}.pdf`,
      duration: null,
    });
  }

  /** Whether a text is, byte for byte, one the caller signed (voided signatures count: they were signed). */
  async verify(userId: string, text: string) {
    const sha256 = textSha256(text);
    const found = (await repo.signedHashes(this.db, userId)).find((s) => s.sha256 === sha256);
    return {
      matches: !!found,
      kind: found && isKind(found.kind) ? found.kind : null,
      sha256,
      signed_at: found?.signedAt.toISOString() ?? null,
    };
  }

  /* ================================================================ changing */

  private async requireEditable(userId: string): Promise<void> {
    const gate = await this.deps.editable(userId);
    if (!gate.ok) conflict(gate.message);
  }

  async saveDraft(
    userId: string,
    input: Record<string, unknown>,
    socketId?: string,
  ): Promise<ComplianceState> {
    await this.requireEditable(userId);
    const stored = sealDraft(cleanDraft(input), this.deps.keyring);
    await repo.saveDraft(this.db, userId, stored, this.now());
    await this.announce(userId, socketId);
    return this.state(userId);
  }

  /** The rules the schema cannot check: the verified name, known countries, a real birth date, a US TIN's shape. */
  private checkDetails(details: Details, verifiedName: string): FieldErrors {
    const errors: FieldErrors = {};
    if (!sameName(details.legal_name, verifiedName)) {
      errors.legal_name = [`Enter your name as your verified ID shows it: ${verifiedName}.`];
    }
    const unknownCountry = ['Choose a country from the list.'];
    if (!isCountryCode(details.tax_residence)) errors.tax_residence = unknownCountry;
    if (details.citizenship && !isCountryCode(details.citizenship)) errors.citizenship = unknownCountry;
    if (!isCountryCode(details.address.country)) errors['address.country'] = unknownCountry;
    if (details.entity_type === 'individual') {
      const born = realDate(details.date_of_birth);
      const latest = new Date(this.now().getTime() - 16 * 365.25 * DAY_MS);
      if (!born || born > latest || born.getUTCFullYear() < 1900) {
        errors.date_of_birth = ['Enter your real date of birth; you need to be at least 16.'];
      }
    }
    if (details.us_person && !/^\d{9}$/.test(details.tax_id.replace(/[\s-]/g, ''))) {
      errors.tax_id = [
        details.entity_type === 'company'
          ? "Enter the company's 9-digit EIN."
          : 'Enter your 9-digit social security number or ITIN.',
      ];
    }
    return errors;
  }

  /**
   * Saves validated details. Every signature in force whose document reads differently with them (or is no longer
   * needed: another tax form) is voided, so it must be signed again.
   */
  async saveDetails(userId: string, details: Details, socketId?: string): Promise<ComplianceState> {
    await this.requireEditable(userId);
    const verifiedName = await repo.verifiedNameOf(this.db, userId);
    if (!verifiedName) conflict('Verify your identity first: your legal name must match your verified ID.');
    const errors = this.checkDetails(details, verifiedName!);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    const { tax_id: taxId, payout_account: payoutAccount, ...rest } = details;
    const stored: StoredDetails = {
      ...rest,
      // What does not apply is not kept, so it can neither show up nor change a document.
      company_name: rest.entity_type === 'company' ? rest.company_name : '',
      date_of_birth: rest.entity_type === 'individual' ? rest.date_of_birth : '',
    };
    const { documents } = renderDocuments(stored, taxId);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await repo.ensureProfile(tx, userId, now);
      await repo.lockProfile(tx, userId);
      const stale = (await repo.liveSignatures(tx, userId)).filter(
        (s) => !documents.some((doc) => doc.kind === s.kind && doc.sha256 === s.sha256),
      );
      await repo.voidSignatures(
        tx,
        stale.map((s) => s.id),
        now,
      );
      await repo.saveDetails(tx, userId, {
        details: stored,
        taxIdSealed: seal(taxId, this.deps.keyring),
        payoutAccountSealed: seal(payoutAccount, this.deps.keyring),
        now,
      });
    });
    await this.announce(userId, socketId);
    return this.state(userId);
  }

  /**
   * Signs every document that needs it (unsigned, or its tax form due for renewal or expired) over the bundle the
   * candidate read: one signature row and one PDF per document; the previous signature of each kind is voided.
   */
  async sign(
    userId: string,
    input: { typed_name: string; bundle_sha256: string },
    client: SignerClient,
  ): Promise<ComplianceState> {
    await this.requireEditable(userId);
    const loaded = await this.load(userId);
    if (!loaded.details) conflict('Save your details first: the documents are made from them.');
    if (input.bundle_sha256 !== loaded.bundle) conflict(CHANGED_SINCE_READ);
    const legalName = loaded.details!.legal_name;
    if (!sameName(input.typed_name, legalName)) {
      throw AppError.validation({ typed_name: [`Type your legal name as in your details: ${legalName}.`] });
    }
    const now = this.now();
    const due = loaded.documents.filter((doc) => {
      const signature = this.currentSignature(loaded, doc);
      return needsSigning(signature ? { expiresAt: signature.expiresAt } : null, now);
    });
    if (due.length === 0) conflict('Every document is signed and none is due for renewal.');

    // Storage is not part of the transaction: the PDFs go first and are removed again if the signing fails.
    const stored: FileRow[] = [];
    try {
      const rows: repo.NewSignature[] = [];
      for (const doc of due) {
        const file = await this.storeSignedPdf(userId, doc.kind, {
          title: doc.title,
          text: doc.text,
          sha256: doc.sha256,
          templateVersion: doc.version,
          typedName: input.typed_name,
          signedAt: now,
          ip: client.ip,
          consent: COMPLIANCE_CONSENT_STATEMENT,
        });
        stored.push(file);
        rows.push({
          userId,
          kind: doc.kind,
          templateVersion: doc.version,
          textSealed: seal(doc.text, this.deps.keyring),
          sha256: doc.sha256,
          bundleSha256: loaded.bundle,
          typedName: input.typed_name.slice(0, 200),
          consentElectronic: COMPLIANCE_CONSENT_STATEMENT,
          ip: client.ip.slice(0, 64),
          userAgent: client.userAgent.slice(0, 1000),
          signedAt: now,
          expiresAt: documentExpiry(doc.kind, now),
          pdfFileId: file.id,
        });
      }
      await this.db.transaction(async (tx) => {
        // New details saved meanwhile would mean the candidate signed something they did not read.
        const locked = await repo.lockProfile(tx, userId);
        if (locked?.detailsSavedAt?.getTime() !== loaded.profile?.detailsSavedAt?.getTime()) {
          conflict(CHANGED_SINCE_READ);
        }
        const replaced = (await repo.liveSignatures(tx, userId)).filter((s) =>
          due.some((d) => d.kind === s.kind),
        );
        await repo.voidSignatures(
          tx,
          replaced.map((s) => s.id),
          now,
        );
        await repo.insertSignatures(tx, rows);
      });
    } catch (err) {
      for (const file of stored) {
        await this.deps.files
          .remove(userId, file.id)
          .catch((cause: unknown) => this.deps.log?.error({ err: cause }, 'removing an unsigned PDF failed'));
      }
      throw err;
    }
    await this.announce(userId, client.socketId);
    return this.state(userId);
  }

  /* ================================================================ renewal (elite-compliance.sweeps.ts) */

  /**
   * One `elite_update` per expiry: from COMPLIANCE_RENEWAL_NOTICE_DAYS before the soonest expiry of a candidate's
   * signatures in force (or after it, when the sweep first sees it then). Signing again makes a new expiry.
   */
  async sendRenewalReminders(now: Date): Promise<number> {
    const due = await repo.renewalsDue(
      this.db,
      new Date(now.getTime() + COMPLIANCE_RENEWAL_NOTICE_DAYS * DAY_MS),
    );
    let sent = 0;
    for (const { userId, kind, expiresAt } of due) {
      if (!(await repo.claimReminder(this.db, userId, expiresAt))) continue;
      const form = shortTitle(kind, COMPLIANCE_DOCUMENT_TITLES);
      const past = expiresAt.getTime() < now.getTime();
      await this.deps.notifications
        .notify(userId, 'elite_update', {
          title: `Your ${form} ${past ? 'expired' : 'expires'} on ${longDate(expiresAt)}: sign it again`,
          body: past
            ? `Your contract and compliance stage is not complete until you sign a new ${form}. It takes a minute: your details are still there.`
            : `Tax forms are valid until the end of the third year after signing. Sign a new ${form} before then so your contract and compliance stage stays complete.`,
          url: ELITE_STAGE_INFO.compliance.path ?? '/elite',
        })
        .catch((err: unknown) => this.deps.log?.warn({ err }, 'renewal reminder failed'));
      await this.announce(userId);
      sent += 1;
    }
    return sent;
  }

  /* ================================================================ messages */

  /** After the commit: every open screen of the candidate refetches (EliteChanged, kind compliance). */
  private async announce(userId: string, socketId?: string): Promise<void> {
    try {
      const application = await repo.currentApplication(this.db, userId);
      const event: EliteChangedEvent = {
        application_id: application?.id ?? null,
        status: (application?.status as EliteApplicationStatus | undefined) ?? null,
        kind: 'compliance',
      };
      await this.deps.broadcaster.publish(userChannelName(userId), ELITE_CHANGED_EVENT, event, { socketId });
    } catch (err) {
      this.deps.log?.warn({ err }, 'compliance broadcast failed');
    }
  }
}

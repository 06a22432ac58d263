import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ALL_ROLES, ORGANIZER_ROLE_KEYS } from '@fair/shared/access/role-keys';
import type { Database } from '../../../db/client';
import { activities } from '../../../db/schema/activities';
import { adminUserAuthorities, authorityRouteKeys } from '../../../db/schema/admins';
import { messageReceipts, messages, uploadedFiles } from '../../../db/schema/content';
import { downloads } from '../../../db/schema/downloads';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import type { CodePurpose } from '../../../db/schema/messaging';
import { news } from '../../../db/schema/news';
import { productApplicationAreaLinks, productCategoryLinks, productPropertyLinks, products } from '../../../db/schema/products';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { createAdminUser, createAuthority, createExhibitorAccount } from '../../../lib/accounts/create-accounts';
import { fileUrl, newStorageKey } from '../../../lib/storage/file-storage';
import { type PrincipalName, principalAccount } from '../../../test/build-test-app';
import type { Fixtures } from '../../../test/fixtures';
import { issueCode } from '../../../lib/auth/verification-codes';
import { type ContentWorld, insertContentWorld } from '../../content/__tests__/content-world';
import { ORGANIZER_KEYS, type OrganizerPrincipal } from './matrix-entry';

/** Staff around an organizer principal, for the grant samples that must be refused. */
export interface StaffAround {
  /** the principal's own account and the authority it holds */
  own: { account: number; authority: number; keys: readonly string[] };
  /** an authority holding the principal's keys and one more, and an account holding it */
  stronger: { account: number; authority: number; keys: string[] };
  /** the authority holding `all` and the organizer account holding it */
  all: { account: number; authority: number };
  /** a staff account holding nothing, to grant to */
  weak: number;
}

/**
 * The records the matrix's sample requests point at. Every factory makes a NEW record, so a call that
 * deletes or changes one never takes another principal's sample away. "Company of" a principal is its
 * exhibitor's (the sub-accounts and the expired/revoked tokens act for A); for organizers, the mini-
 * programme admin and anonymous callers it is A's, the data a refused call must leave alone.
 */
export class MatrixWorld {
  private serial = 0;
  /** every owned record the factories made, in order: an id or file URL and the company owning it */
  private readonly made: { company: number; value: string }[] = [];
  /** the address of the catalogue's hashed stylesheet, read off a rendered page */
  catalogueStylesheet = '';

  private constructor(
    readonly db: Database,
    readonly fixtures: Fixtures,
    readonly content: ContentWorld,
    readonly uploadDir: string,
  ) {}

  static async create(db: Database, fixtures: Fixtures, uploadDir: string): Promise<MatrixWorld> {
    return new MatrixWorld(db, fixtures, await insertContentWorld(db, fixtures), uploadDir);
  }

  /** Where the record list stands now, for `ownedSince`. */
  mark(): number {
    return this.made.length;
  }

  /** Ids and file URLs of records of `company` made since `mark`: what a sample built then points at. */
  ownedSince(mark: number, company: number): Set<string> {
    return new Set(this.made.slice(mark).filter((record) => record.company === company).map((record) => record.value));
  }

  private own<T extends string | number>(company: number, value: T): T {
    this.made.push({ company, value: String(value) });
    return value;
  }

  /** A number no other sample of this run uses: for phones, e-mails and client addresses. */
  unique(): number {
    this.serial += 1;
    return this.serial;
  }

  /** A loopback client address of its own: the per-address throttles never see two samples as one caller. */
  address(): string {
    const n = this.unique();
    return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }

  accountOf(principal: PrincipalName): number {
    return principalAccount(principal, this.fixtures);
  }

  companyOf(principal: PrincipalName): number {
    if (principal === 'exhibitorB') return this.fixtures.exhibitors.rival;
    if (principal === 'exhibitorNew') return this.fixtures.exhibitors.newcomer;
    return this.fixtures.exhibitors.main;
  }

  /** An image the principal's company uploaded (recorded as the principal's account's, A's for non-exhibitors). */
  async upload(principal: PrincipalName): Promise<string> {
    return this.own(this.companyOf(principal), await this.recordUpload('exhibitor_account', this.accountOf(principal), 'png'));
  }

  /** A file the organizer `all` uploaded, with bytes on disk (downloads serve it). */
  async adminUpload(extension = 'png'): Promise<string> {
    return this.recordUpload('admin_user', this.fixtures.accounts.organizer, extension);
  }

  private async recordUpload(kind: 'exhibitor_account' | 'admin_user', ownerId: number, extension: string): Promise<string> {
    const key = newStorageKey(extension);
    const bytes = randomBytes(64);
    await mkdir(path.dirname(path.join(this.uploadDir, key)), { recursive: true });
    await writeFile(path.join(this.uploadDir, key), bytes);
    await this.db.insert(uploadedFiles).values({ owner_kind: kind, owner_id: ownerId, storage_key: key, original_name: `sample.${extension}`, mime: 'image/png', size: bytes.length });
    return fileUrl(key);
  }

  async product(principal: PrincipalName): Promise<number> {
    const [row] = await this.db
      .insert(products)
      .values({ exhibitor_id: this.companyOf(principal), image: await this.upload(principal), name_zh: '样品电容', name_en: 'Sample capacitor', intro_zh: '样品' })
      .returning({ id: products.id });
    await this.db.insert(productCategoryLinks).values({ product_id: row.id, category_id: this.content.categories[2] });
    await this.db.insert(productApplicationAreaLinks).values({ product_id: row.id, application_area_id: this.content.areas[0] });
    await this.db.insert(productPropertyLinks).values({ product_id: row.id, property_id: this.content.attributes[0] });
    return this.own(this.companyOf(principal), row.id);
  }

  async news(principal: PrincipalName, status: 'draft' | 'published' = 'draft'): Promise<number> {
    const [row] = await this.db
      .insert(news)
      .values({ exhibitor_id: this.companyOf(principal), ...SAMPLE_TEXT, status, published_at: status === 'published' ? new Date() : null })
      .returning({ id: news.id });
    return this.own(this.companyOf(principal), row.id);
  }

  async activity(principal: PrincipalName, status: 'draft' | 'published' = 'draft'): Promise<number> {
    const [row] = await this.db
      .insert(activities)
      .values({ exhibitor_id: this.companyOf(principal), ...SAMPLE_TEXT, location_zh: '1A01', status, published_at: status === 'published' ? new Date() : null })
      .returning({ id: activities.id });
    return this.own(this.companyOf(principal), row.id);
  }

  /** A message the organizer sent to the principal's company. */
  async message(principal: PrincipalName): Promise<number> {
    const [row] = await this.db.insert(messages).values({ title_zh: '展商通知', title_en: 'Exhibitor notice', content_zh: '<p>内容</p>' }).returning({ id: messages.id });
    await this.db.insert(messageReceipts).values({ message_id: row.id, exhibitor_id: this.companyOf(principal) });
    return this.own(this.companyOf(principal), row.id);
  }

  async download(): Promise<number> {
    const [row] = await this.db
      .insert(downloads)
      .values({
        title_zh: '参展商手册',
        title_en: 'Exhibitor manual',
        category: 'manual',
        file_url: await this.adminUpload(),
        file_name: 'sample.png',
        file_size: 64,
        file_mime: 'image/png',
        exhibitor_types: ['Local', 'International', 'FIE'],
        publish_date: '2025-01-01',
        status: 'published',
      })
      .returning({ id: downloads.id });
    return row.id;
  }

  /** A main account of a company of its own, reached by phone and e-mail, for calls that end its sessions. */
  async throwawayAccount(): Promise<{ id: number; phone: string; email: string }> {
    const n = this.unique();
    const [company] = await this.db.insert(exhibitors).values({ name_zh_cn: `临时展商${n}`, exhibitor_types: ['Local'] }).returning({ id: exhibitors.id });
    const phone = `1390000${String(n).padStart(4, '0')}`;
    const email = `throwaway${n}@demo.fair`;
    const id = await createExhibitorAccount(this.db, { exhibitorId: company.id, email, phone, password: DEMO_PASSWORD, nickName: '临时' });
    return { id, phone, email };
  }

  async staffAround(principal: OrganizerPrincipal): Promise<StaffAround> {
    const keys = ORGANIZER_KEYS[principal] as readonly string[];
    const account = this.accountOf(principal);
    const [own] = await this.db.select({ authority: adminUserAuthorities.authority_id }).from(adminUserAuthorities).where(eq(adminUserAuthorities.admin_user_id, account));
    const strongerKeys = [...keys, ORGANIZER_ROLE_KEYS.find((key) => !keys.includes(key))!];
    const strongerAuthority = await createAuthority(this.db, `更强权限${this.unique()}`, strongerKeys);
    const staff = (authorityIds: number[]) => createAdminUser(this.db, { kind: 'web', userName: `around-${this.unique()}`, password: DEMO_PASSWORD, authorityIds });
    const [all] = await this.db
      .select({ authority: authorityRouteKeys.authority_id })
      .from(authorityRouteKeys)
      .innerJoin(adminUserAuthorities, and(eq(adminUserAuthorities.authority_id, authorityRouteKeys.authority_id), eq(adminUserAuthorities.admin_user_id, this.fixtures.accounts.organizer)))
      .where(eq(authorityRouteKeys.route_key, ALL_ROLES));
    return {
      own: { account, authority: own.authority, keys },
      stronger: { account: await staff([strongerAuthority]), authority: strongerAuthority, keys: strongerKeys },
      all: { account: this.fixtures.accounts.organizer, authority: all.authority },
      weak: await staff([]),
    };
  }

  /** A valid code, issued as the send route would (its message text is not needed). */
  code(purpose: CodePurpose, recipient: string, accountId: number): Promise<string> {
    return issueCode(this.db, { purpose, recipient, accountId, address: this.address() });
  }

  /** Puts an account's password and profile flag back, so one principal's sample does not change the next one's world. */
  async snapshot(principal: PrincipalName): Promise<() => Promise<void>> {
    const [account] = await this.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.id, this.accountOf(principal)));
    const [company] = await this.db.select().from(exhibitors).where(eq(exhibitors.id, this.companyOf(principal)));
    return async () => {
      if (account) await this.db.update(exhibitorAccounts).set({ password_hash: account.password_hash }).where(eq(exhibitorAccounts.id, account.id));
      await this.db.update(exhibitors).set({ is_edit: company.is_edit }).where(eq(exhibitors.id, company.id));
    };
  }
}

const SAMPLE_TEXT = { title_zh: '展台新闻', title_en: 'Booth news', content_zh: '<p>内容</p>', content_en: '<p>Content</p>' };

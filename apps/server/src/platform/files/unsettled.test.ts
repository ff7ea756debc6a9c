import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { companies } from '../identity/identity.tables';
import { FolderFileStorage } from './folder-storage';

const ctx = useTestApp();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-unsettled-'));
const storage = new FolderFileStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const filesOnDisk = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

async function companyId(): Promise<number> {
  const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.is_active, true));
  return company!.id;
}

describe('bytes of a file whose transaction failed', () => {
  it('are deleted once settled, while a committed file stays', async () => {
    const company = await companyId();
    const input = {
      companyId: company,
      fileName: 'a.pdf',
      bytes: PDF,
      contentType: 'application/pdf',
      createdBy: null,
    };
    const kept = await ctx.db.transaction((tx) => storage.save(tx, input));
    const failure = new Error('the database went away before COMMIT');
    await expect(
      ctx.db.transaction(async (tx) => {
        await storage.save(tx, input);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(filesOnDisk()).toHaveLength(2);

    expect(await storage.settleFiles(ctx.db, 0)).toEqual({ removed: 1 });
    expect(filesOnDisk().map((e) => e.name)).toEqual([kept.storage_key]);
    expect(await storage.settleFiles(ctx.db, 0)).toEqual({ removed: 0 });
  });

  it.each([
    ['commits', 0],
    ['rolls back', 1],
  ])('wait for a transaction still in flight, then follow it when it %s', async (outcome, removed) => {
    const company = await companyId();
    const input = {
      companyId: company,
      fileName: 'c.pdf',
      bytes: PDF,
      contentType: 'application/pdf',
      createdBy: null,
    };
    let saved!: () => void;
    let finish!: () => void;
    const isSaved = new Promise<void>((resolve) => {
      saved = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const before = filesOnDisk().length;
    const transaction = ctx.db
      .transaction(async (tx) => {
        await storage.save(tx, input);
        saved();
        await gate;
        if (outcome === 'rolls back') throw new Error('rolled back');
      })
      .catch(() => {});
    await isSaved;
    const settling = storage.settleFiles(ctx.db, 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(filesOnDisk()).toHaveLength(before + 1); // the row is not visible yet: settling must wait, not delete
    finish();
    await transaction;
    expect(await settling).toEqual({ removed });
    expect(filesOnDisk()).toHaveLength(before + 1 - removed);
  });

  it('are deleted at once when the row cannot be inserted', async () => {
    const before = filesOnDisk().length;
    const input = { companyId: -1, fileName: 'b.pdf', bytes: PDF, contentType: 'application/pdf', createdBy: null };
    // A NUL byte in a text column: PostgreSQL refuses it, so the insert fails after the bytes are written.
    await expect(
      ctx.db.transaction((tx) => storage.save(tx, { ...input, contentType: 'bad\u0000type' })),
    ).rejects.toThrow();
    expect(filesOnDisk()).toHaveLength(before);
  });
});

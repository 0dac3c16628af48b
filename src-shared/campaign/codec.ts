/**
 * Campaigns to documents and back, with the save discipline (docs/persistence.md): a format
 * marker, a format version with explicit migrations, the app version and a CRC-32 checksum
 * over the canonical JSON. The same envelope is an entry of the campaign store and, with its
 * games' save files added, an exported campaign file. Decoding says in plain words what is
 * wrong; a document from a newer version is told apart from a damaged one.
 */
import { checksumOf } from '../save/checksum';
import { openEnvelope } from '../save/envelope';
import type { Migration } from '../save/migrations';
import type { ProblemCode } from '../save/summary';
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, CampaignSchema, type Campaign } from './format';

/** Campaign format migrations, oldest first: format 1 is the first. */
export const CAMPAIGN_MIGRATIONS: readonly Migration[] = [];

/** The largest campaign file read or written, in characters (its saves included). */
export const MAX_CAMPAIGN_CHARS = 16 * 1024 * 1024;

export interface CampaignDoc {
  format: typeof CAMPAIGN_FORMAT;
  version: number;
  app: string;
  checksum: string;
  campaign: Campaign;
  /** An exported campaign's games' save files, as their text. */
  saves?: string[];
}

export interface CampaignProblem {
  code: ProblemCode;
  message: string;
}

export type DecodedCampaign =
  | { ok: true; value: { campaign: Campaign; app: string; saves: string[] } }
  | { ok: false; error: CampaignProblem };

export function campaignDoc(campaign: Campaign, app: string, saves?: string[]): CampaignDoc {
  const unsigned = {
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    app,
    campaign,
    ...(saves ? { saves } : {}),
  };
  return { ...unsigned, checksum: checksumOf(unsigned) };
}

/** Checks and reads a campaign document (parsed JSON): checksum, version, migrations, shape. */
export function readCampaignDoc(
  raw: unknown,
  migrations: readonly Migration[] = CAMPAIGN_MIGRATIONS,
): DecodedCampaign {
  const fail = (code: ProblemCode, message: string) => ({
    ok: false as const,
    error: { code, message },
  });
  const opened = openEnvelope(raw, {
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    migrations,
    noun: 'campaign',
  });
  if (!opened.ok) return opened;
  const { app, value: doc } = opened;
  const parsed = CampaignSchema.safeParse(doc.campaign);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return fail(
      'bad-schema',
      `The file does not have the shape of a campaign (${i.path.join('.') || 'campaign'}: ${i.message}).`,
    );
  }
  const saves = doc.saves;
  if (saves !== undefined && !(Array.isArray(saves) && saves.every((s) => typeof s === 'string')))
    return fail('bad-schema', 'The campaign file’s saved games cannot be read.');
  return { ok: true, value: { campaign: parsed.data, app, saves: (saves as string[]) ?? [] } };
}

/** An exported campaign file's text. */
export function encodeCampaignFile(campaign: Campaign, app: string, saves: string[]): string {
  return JSON.stringify(campaignDoc(campaign, app, saves));
}

export function decodeCampaignFile(text: string): DecodedCampaign {
  if (text.trim() === '')
    return { ok: false, error: { code: 'empty', message: 'The file is empty.' } };
  if (text.length > MAX_CAMPAIGN_CHARS)
    return {
      ok: false,
      error: { code: 'too-large', message: 'The file is far too large to be a campaign.' },
    };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: {
        code: 'not-json',
        message: 'The file is cut short or damaged: it cannot be read at all.',
      },
    };
  }
  return readCampaignDoc(raw);
}

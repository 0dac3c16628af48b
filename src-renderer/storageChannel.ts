/**
 * Saves and settings requests (protocol/storage.ts) and their answers. The desktop app asks
 * main through the preload bridge; a browser on the Node host sends `storage` messages on
 * the session line and matches each answer by its id. Either way the caller gets a
 * StorageResult, never a throw, and an answer that does not come says so.
 */
import {
  MAX_FRAME,
  MAX_IMPORT_CHARS,
  MAX_STORAGE_IN_FLIGHT,
  isCampaignRequest,
  readStorageReply,
  type ClientMessage,
  type DesktopBridge,
  type StorageOp,
  type StorageReply,
  type StorageRequest,
  type StorageResult,
  type StorageValue,
} from '../src-shared/protocol';

export type RequestOf<Op extends StorageOp> = Extract<StorageRequest, { op: Op }>;

export interface StorageChannel {
  request<Op extends StorageOp>(request: RequestOf<Op>): Promise<StorageResult<StorageValue<Op>>>;
  /** A `storage` answer arrived on the session line. */
  receive(id: number, reply: StorageReply): void;
  /** The line closed: every waiting request fails. */
  close(): void;
}

const REPLY_TIMEOUT_MS = 15_000;

const failure = (code: string, message: string) => ({
  ok: false as const,
  error: { code, message },
});

/**
 * Over the session line (the Node host answers `storage` messages, web/relay.ts). At most
 * MAX_STORAGE_IN_FLIGHT requests are sent unanswered, as the host asks; the others wait
 * their turn here (the title asks for saves, campaigns and settings at once).
 */
export function socketStorage(
  send: (m: ClientMessage) => void,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): StorageChannel {
  let next = 1;
  const waiting = new Map<number, (reply: StorageReply | null) => void>();
  /** Requests not sent yet: each sends itself, or fails when the line closes first. */
  const queued: { send(): void; fail(): void }[] = [];
  const sendNext = () => {
    while (waiting.size < MAX_STORAGE_IN_FLIGHT && queued.length > 0) queued.shift()!.send();
  };
  const noAnswer = () =>
    failure('no-answer', 'The table did not answer. Check that the host is running.');
  return {
    request<Op extends StorageOp>(request: RequestOf<Op>) {
      const id = next++;
      const tooLarge = oversized(id, request);
      if (tooLarge) return Promise.resolve(failure('too-large', tooLarge));
      return new Promise<StorageResult<StorageValue<Op>>>((done) => {
        queued.push({
          send: () => {
            const timer = timers.setTimeout(() => settle(null), REPLY_TIMEOUT_MS);
            const settle = (reply: StorageReply | null) => {
              timers.clearTimeout(timer);
              waiting.delete(id);
              done(reply ? readStorageReply(request.op as Op, reply) : noAnswer());
              sendNext();
            };
            waiting.set(id, settle);
            send({ t: 'storage', id, request });
          },
          fail: () => done(noAnswer()),
        });
        sendNext();
      });
    },
    receive(id, reply) {
      waiting.get(id)?.(reply);
    },
    close() {
      for (const q of queued.splice(0)) q.fail();
      for (const settle of [...waiting.values()]) settle(null);
    },
  };
}

const megabytes = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;

/**
 * Why a request cannot go over the socket, before anything is sent: the host closes a
 * socket that sends a frame over its cap, so a large import is refused here, in words.
 */
function oversized(id: number, request: StorageRequest): string | null {
  if (request.op !== 'importSave' && request.op !== 'importCampaign') return null;
  const bytes = new TextEncoder().encode(JSON.stringify({ t: 'storage', id, request })).length;
  if (request.file.text.length <= MAX_IMPORT_CHARS && bytes <= MAX_FRAME) return null;
  return (
    `“${request.file.fileName}” is too large to import in the browser ` +
    `(${megabytes(Math.max(bytes, request.file.text.length))}; at most ${megabytes(MAX_IMPORT_CHARS)}). ` +
    'Import it in the desktop app, which has no such limit.'
  );
}

/**
 * Through the preload bridge. Export and import differ in kind on the desktop (main opens
 * the system file dialog), so the desktop calls them on the bridge directly (stores/saves.ts).
 */
export function bridgeStorage(bridge: DesktopBridge): StorageChannel {
  const call = (r: StorageRequest): Promise<StorageResult<unknown>> => {
    if (isCampaignRequest(r)) {
      // One bridge call for every campaign operation: its answer is read here, by operation.
      const op = r.op;
      return bridge.campaign(r).then((reply) => (reply.ok ? readStorageReply(op, reply) : reply));
    }
    switch (r.op) {
      case 'listSaves':
        return bridge.listSaves();
      case 'loadSave':
        return bridge.loadSave(r.id);
      case 'saveAs':
        return bridge.saveAs(r.name);
      case 'deleteSave':
        return bridge.deleteSave(r.id);
      case 'restoreBackup':
        return bridge.restoreBackup(r.id);
      case 'getSettings':
        return bridge.getSettings();
      case 'setSettings':
        return bridge.setSettings(r.patch);
      case 'listNotices':
        return bridge.listNotices();
      case 'dismissNotice':
        return bridge.dismissNotice(r.id);
      case 'getRecord':
        return bridge.getRecord();
      case 'clearRecord':
        return bridge.clearRecord();
      case 'lanStatus':
        return bridge.lanStatus();
      case 'openLan':
        return bridge.openLan();
      case 'closeLan':
        return bridge.closeLan();
      case 'exportSave':
      case 'importSave':
        return Promise.resolve(
          failure('unavailable', 'The desktop app exports and imports through its own dialogs.'),
        );
    }
  };
  return {
    async request<Op extends StorageOp>(request: RequestOf<Op>) {
      // The preload checked the answer against the same schemas (protocol/bridge.ts).
      return (await call(request)) as StorageResult<StorageValue<Op>>;
    },
    receive() {},
    close() {},
  };
}

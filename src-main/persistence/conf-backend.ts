/** The store under the Node host: conf, with the same options and schemas as electron-store. */
import Conf from 'conf';
import { STORE_OPTIONS, type KeyValueBackend } from './kv-store';

export const confBackend: KeyValueBackend = (folder, name) => {
  const conf = new Conf<Record<string, unknown>>({
    ...STORE_OPTIONS,
    cwd: folder,
    configName: name,
  });
  return {
    path: conf.path,
    read: () => ({ ...conf.store }),
    write: (doc) => {
      conf.store = doc;
    },
  };
};

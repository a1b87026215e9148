import type { ClientConfig } from '../../common/integrations';
import type { Config } from '../config';

/** Which integrations the browser should load (none by default), from the server's configuration. */
export function clientConfigOf(config: Config): ClientConfig {
  return {
    recording: config.RECORDING_SCRIPT_URL
      ? {
          id: config.RECORDING_ID ?? null,
          rootDomain: config.RECORDING_ROOT_DOMAIN ?? null,
          scriptUrl: config.RECORDING_SCRIPT_URL,
        }
      : null,
    chat:
      config.CHAT_WIDGET_KEY && config.CHAT_WIDGET_SCRIPT_URL
        ? { key: config.CHAT_WIDGET_KEY, scriptUrl: config.CHAT_WIDGET_SCRIPT_URL }
        : null,
  };
}

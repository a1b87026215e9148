/** What the server tells the browser about configured integrations (docs/product.md). */
export interface ClientConfig {
  recording: { id: string | null; rootDomain: string | null; scriptUrl: string } | null;
  chat: { key: string; scriptUrl: string } | null;
}

export interface IntegrationScript {
  name: 'recording' | 'chat';
  src: string;
  data: Record<string, string>;
}

/**
 * The scripts to load, and the configuration errors to report. Nothing is loaded unless configured;
 * a recording without its id or root domain is skipped with an error (docs/product.md).
 */
export function integrationScripts(config: ClientConfig): { scripts: IntegrationScript[]; errors: string[] } {
  const scripts: IntegrationScript[] = [];
  const errors: string[] = [];
  if (config.recording) {
    const { id, rootDomain, scriptUrl } = config.recording;
    if (!id || !rootDomain)
      errors.push('Session recording skipped: the recording id or root domain is missing');
    else scripts.push({ name: 'recording', src: scriptUrl, data: { recordingId: id, rootDomain } });
  }
  if (config.chat)
    scripts.push({ name: 'chat', src: config.chat.scriptUrl, data: { widgetKey: config.chat.key } });
  return { scripts, errors };
}

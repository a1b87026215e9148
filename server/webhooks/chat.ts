import {
  WEBHOOK_TEST_EVENT,
  type WebhookBody,
  type WebhookEventData,
  type WebhookKind,
} from '../../common/webhooks';

/** What a chat post says, before it is put in Slack's or Discord's shape. */
interface ChatMessage {
  title: string;
  text: string;
  url: string | null;
  lines: string[];
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function messageOf(body: WebhookBody): ChatMessage {
  const data = body.data as { event: { name: string } };
  const event = data.event.name;
  switch (body.type) {
    case 'project.submitted':
    case 'project.approved':
    case 'project.declined': {
      const { project } = body.data as WebhookEventData<'project.submitted'>;
      const verb = {
        'project.submitted': 'New submission',
        'project.approved': 'Now on show',
        'project.declined': 'Declined',
      }[body.type];
      return { title: `${verb}: ${project.title}`, text: event, url: project.url, lines: [] };
    }
    case 'judging.round_closed': {
      const { round } = body.data as WebhookEventData<'judging.round_closed'>;
      return { title: `Judging round closed: ${round.name}`, text: event, url: null, lines: [] };
    }
    case 'awards.published': {
      const { awards, url } = body.data as WebhookEventData<'awards.published'>;
      return {
        title: `The winners of ${event}`,
        text: 'The awards are published.',
        url,
        lines: awards.map(
          (award) => `${award.name}: ${award.projects.map((project) => project.title).join(', ') || '—'}`,
        ),
      };
    }
    case 'comment.posted': {
      const { project, comment } = body.data as WebhookEventData<'comment.posted'>;
      return {
        title: `New comment on ${project.title}`,
        text: `${comment.authorName}: ${clip(comment.body, 500)}`,
        url: project.url,
        lines: [],
      };
    }
    case 'announcement.sent': {
      const { announcement } = body.data as WebhookEventData<'announcement.sent'>;
      return { title: announcement.title, text: clip(announcement.body, 2000), url: null, lines: [] };
    }
    case 'registration.changed': {
      const { change, registrations } = body.data as WebhookEventData<'registration.changed'>;
      const names = registrations.map((registration) => registration.user.name);
      return {
        title: `Registrations ${change}: ${registrations.length}`,
        text: event,
        url: null,
        lines: [clip(names.join(', '), 1000)],
      };
    }
    case WEBHOOK_TEST_EVENT:
      return {
        title: `Test message from Showcase for ${event}`,
        text: 'This channel will receive the event’s updates.',
        url: null,
        lines: [],
      };
  }
}

/** Slack reads &, < and > as markup (links, mentions): text from participants is escaped. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slackBody(message: ChatMessage) {
  const title = slackEscape(message.title);
  const details = [slackEscape(message.text), ...message.lines.map((line) => `• ${slackEscape(line)}`)].join(
    '\n',
  );
  const link = message.url ? `\n<${message.url}|Open in Showcase>` : '';
  return {
    text: `${title}: ${slackEscape(message.text)}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: clip(`*${title}*\n${details}${link}`, 3000) } },
    ],
  };
}

function discordBody(message: ChatMessage) {
  const description = [message.text, ...message.lines.map((line) => `• ${line}`)].join('\n');
  return {
    content: clip(message.title, 2000),
    embeds: [
      {
        title: clip(message.title, 256),
        description: clip(description, 4096),
        ...(message.url ? { url: message.url } : {}),
      },
    ],
    // Titles and comments come from participants: no @everyone or role pings through them.
    allowed_mentions: { parse: [] },
  };
}

/** The bytes a delivery sends: the signed JSON body as is, or the chat service's own message. */
export function deliveryBody(kind: WebhookKind, body: WebhookBody): string {
  if (kind === 'slack') return JSON.stringify(slackBody(messageOf(body)));
  if (kind === 'discord') return JSON.stringify(discordBody(messageOf(body)));
  return JSON.stringify(body);
}

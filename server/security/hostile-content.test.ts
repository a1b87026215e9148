import { describe, expect, it } from 'vitest';
import { hasMarkup, isWebLink, stripMarkup } from '../../common/validation';
import { testAppForFile } from '../test/app';
import { addTeamMember, buildEventWithOwner, buildProject, buildUser } from '../test/factories';

/**
 * Links others follow or load must be web addresses (or paths on this site), and fields shown as plain
 * text must not carry markup, on every path that writes them.
 */
const t = testAppForFile();

const HOSTILE_LINKS = [
  '//evil.example/logo.png',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'https://user:secret@evil.example',
  'https://exa mple.org',
  'https:evil.example',
  'evil.example',
];
const GOOD_LINKS = ['https://sponsor.example/logo.png', 'http://example.org/a?b=c#d', '/uploads/ab12.png'];
const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'Hi</p><p>',
  '<!-- x -->',
  '<a href=x>y',
];

describe('the shared rules', () => {
  it('accept only web addresses and site paths as links', () => {
    for (const link of HOSTILE_LINKS) expect(isWebLink(link), link).toBe(false);
    for (const link of GOOD_LINKS) expect(isWebLink(link), link).toBe(true);
  });

  it('spot markup, but not a lone less-than sign', () => {
    for (const text of MARKUP) expect(hasMarkup(text), text).toBe(true);
    for (const text of ['3 < 4', 'I <3 robots', 'a <= b', 'plain']) expect(hasMarkup(text), text).toBe(false);
    expect(stripMarkup('<b>Ada</b> Lovelace')).toBe('Ada Lovelace');
    expect(hasMarkup(stripMarkup('<scr<script>ipt>alert(1)</script>'))).toBe(false);
  });
});

describe('event writes', () => {
  it('refuse hostile links and markup in the event, and keep plain text', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const patch = (body: object) => t.as(owner.id, 'PATCH', `/partners/events/${event.id}`, body);
    for (const link of HOSTILE_LINKS) {
      const answer = await patch({ eventImage: link });
      expect(answer.statusCode, link).toBe(400);
      expect(answer.json().message, link).toContain('Please enter a valid URL');
    }
    for (const text of MARKUP) {
      for (const field of ['name', 'description', 'eventCode']) {
        const answer = await patch({ [field]: text });
        expect(answer.statusCode, `${field} ${text}`).toBe(400);
        expect(answer.json().message).toContain('Please write plain text, without HTML');
      }
    }
    const created = await t.as(owner.id, 'POST', '/partners/events', {
      name: '<script>x</script>',
      slug: `hostile-${Date.now()}`,
    });
    expect(created.statusCode).toBe(400);
    const ok = await patch({ description: 'Robots & rockets: 3 < 4', eventImage: '/uploads/banner.png' });
    expect(ok.json()).toMatchObject({ description: 'Robots & rockets: 3 < 4' });
  });

  it('refuse them in every organiser list: sponsors, resources, banners, FAQ, timeline, awards, categories', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const add = (list: string, body: object) =>
      t.as(owner.id, 'POST', `/partners/events/${event.id}/${list}`, body);
    for (const link of HOSTILE_LINKS) {
      expect((await add('sponsors', { name: 'Acme', link })).statusCode, link).toBe(400);
      expect((await add('sponsors', { name: 'Acme', logoUrl: link })).statusCode, link).toBe(400);
      expect((await add('resources', { title: 'Guide', url: link })).statusCode, link).toBe(400);
      expect((await add('banners', { imageUrl: link })).statusCode, link).toBe(400);
    }
    for (const text of MARKUP) {
      const cases: [string, object][] = [
        ['sponsors', { name: text }],
        ['resources', { title: text, url: 'https://example.org' }],
        ['resources', { title: 'Guide', description: text, url: 'https://example.org' }],
        ['banners', { imageUrl: '/uploads/b.png', title: text }],
        ['banners', { imageUrl: '/uploads/b.png', subtitle: text }],
        ['faqs', { question: text, answer: 'Yes' }],
        ['faqs', { question: 'Why?', answer: text }],
        ['timelines', { timelineType: 4, description: text }],
        ['awards', { name: text }],
        ['awards', { name: 'Best', description: text }],
        ['categories', { name: text }],
      ];
      for (const [list, body] of cases) {
        const answer = await add(list, body);
        expect(answer.statusCode, `${list} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const sponsor = await add('sponsors', { name: 'Acme', link: 'https://acme.example', logoUrl: '' });
    expect(sponsor.json()).toMatchObject({ link: 'https://acme.example', logoUrl: null });
    const edited = await t.as(
      owner.id,
      'PATCH',
      `/partners/events/${event.id}/sponsors/${sponsor.json().id}`,
      {
        link: '//evil.example',
      },
    );
    expect(edited.statusCode).toBe(400);
  });
});

describe('user writes', () => {
  it('refuse markup in names, location and bio', async () => {
    const user = await buildUser(t.db);
    for (const text of MARKUP) {
      const names = await t.as(user.id, 'PATCH', `/users/${user.id}`, { user: { firstName: text } });
      expect(names.statusCode, text).toBe(400);
      expect(names.json().message).toBe('First name cannot contain HTML');
      const profile = await t.as(user.id, 'POST', '/users/profile', { location: 'Oslo', bio: text });
      expect(profile.json().key, text).toBe('profile.errors.noMarkup');
      const location = await t.as(user.id, 'POST', '/users/profile', { location: text, bio: 'Hi' });
      expect(location.json().key, text).toBe('profile.errors.noMarkup');
      const signup = await t.as(null, 'POST', '/auth/signup', {
        user_name: `mark${Date.now() % 100000}`,
        email: `mark${Date.now()}@example.test`,
        password: 'Garden42x',
        first_name: 'Ada',
        last_name: text,
      });
      expect(signup.statusCode, text).toBe(400);
    }
  });
});

describe('project writes', () => {
  it('refuse hostile links and a title with markup; rich text is sanitised', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const member = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, project.id, member.id, 'Owner');
    const patch = (body: object) => t.as(member.id, 'PATCH', `/projects/${project.id}`, body);
    for (const link of HOSTILE_LINKS.filter((link) => link.trim())) {
      for (const field of ['imageUrl', 'video_url', 'instruction_video']) {
        const answer = await patch({ [field]: link });
        expect(answer.statusCode, `${field} ${link}`).toBe(400);
        expect(answer.json().message).toBe('Please enter a valid URL');
      }
    }
    for (const text of MARKUP) expect((await patch({ title: text })).statusCode, text).toBe(400);
    const rich = await patch({
      description: '<p>Hi <img src=x onerror=alert(1)><a href="javascript:x">y</a></p>',
    });
    expect(rich.json().description).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">y</a></p>',
    );
    const created = await t.as(member.id, 'POST', '/projects', { eventId: event.id, title: '<b>x</b>' });
    expect(created.statusCode).toBe(400);
    for (const link of ['//evil.example/a.pdf', 'javascript:alert(1)', '/uploads/\\evil']) {
      const post = await t.as(member.id, 'POST', '/posts', { projectId: project.id, attachments: [link] });
      expect(post.statusCode, link).toBe(400);
    }
  });
});

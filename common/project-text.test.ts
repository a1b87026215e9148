import { describe, expect, it } from 'vitest';
import { newProjectInput, projectTextInput } from './project-text';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe("a project's text", () => {
  it('needs a title only for the first save of a new project', () => {
    const text = { title: '  ', description: '', video_url: null };
    expect(projectTextInput.safeParse(text).success).toBe(true);
    expect(messages(newProjectInput.safeParse(text))).toEqual({ title: 'editor.titleRequired' });
  });

  it('refuses markup in the title and a video link that is not a web address', () => {
    expect(
      messages(
        projectTextInput.safeParse({ title: '<b>Robot</b>', description: '', video_url: 'javascript:x' }),
      ),
    ).toEqual({ title: 'profile.errors.noMarkup', video_url: 'attachments.invalidUrl' });
  });
});

/**
 * The gallery of a project's public page, apart from the page's zod rules (common/project-page.ts):
 * the project page hydrates with this code, and zod would be the largest part of its download.
 */

/** One slide of a project's gallery. */
export interface GallerySlide {
  kind: 'image' | 'video';
  url: string;
  caption: string;
}

const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com', 'player.vimeo.com', 'youtube-nocookie.com'];
const VIDEO_FILE = /\.(mp4|webm|mov|m4v)(\?.*)?$/i;

/** A video the page can play (YouTube, Vimeo, or a video file); every other media link is an image. */
export function isVideoLink(url: string): boolean {
  if (VIDEO_FILE.test(url)) return true;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const host = new URL(url).hostname.replace(/^(www|m)\./, '');
    return VIDEO_HOSTS.includes(host);
  } catch {
    return false;
  }
}

/**
 * The gallery in the order the page shows it: the video link of the project first (unless the team
 * placed it in the media list), then the cover (unless listed), then the media list as ordered.
 */
export function galleryOf(project: {
  imageUrl: string | null;
  video_url: string | null;
  media?: { url: string; caption: string }[];
}): GallerySlide[] {
  const media = project.media ?? [];
  const listed = new Set(media.map((item) => item.url));
  const slides: GallerySlide[] = [];
  if (project.video_url && !listed.has(project.video_url))
    slides.push({ kind: 'video', url: project.video_url, caption: '' });
  if (project.imageUrl && !listed.has(project.imageUrl))
    slides.push({ kind: 'image', url: project.imageUrl, caption: '' });
  for (const item of media)
    slides.push({ kind: isVideoLink(item.url) ? 'video' : 'image', url: item.url, caption: item.caption });
  return slides;
}

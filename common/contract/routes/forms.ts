import { defineRoutes } from '../endpoint';

/**
 * The submission form: the event's extra fields (organisers add and change them) and each project's
 * answers (its team fills them in). Keys under the console's notify root, where the form's were.
 */
export const formRoutes = defineRoutes(['notify'], {
  fields: { method: 'GET', path: '/events/:idOrSlug/submission-fields' },
  addField: { method: 'POST', path: '/partners/events/:idOrSlug/submission-fields' },
  addStoryTemplate: { method: 'POST', path: '/partners/events/:idOrSlug/submission-fields/story-template' },
  changeField: { method: 'PUT', path: '/partners/events/:idOrSlug/submission-fields/:fieldId' },
  removeField: { method: 'DELETE', path: '/partners/events/:idOrSlug/submission-fields/:fieldId' },
  answers: { method: 'GET', path: '/projects/:id/answers' },
  saveAnswers: { method: 'PUT', path: '/projects/:id/answers' },
});

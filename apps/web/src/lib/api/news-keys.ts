/**
 * Query keys of news. They live in lib because the news box (dashboard, /statistik) and the editor
 * (features/news) read news: the editor's mutations invalidate `all`, so every box shows the change.
 */
export const newsKeys = {
  all: ['news'] as const,
  box: ['news', 'box'] as const,
  mine: ['news', 'mine'] as const,
};

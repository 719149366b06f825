// The list of lessons: one link per lesson (learn.html#id), the current one marked for assistive
// technology (aria-current) and the completed ones ticked, with the tick also said in words.

/** @typedef {import('../words/words.js').Words} Words */

/**
 * Fills `list` (an <ol>) with the lessons.
 * @param {HTMLOListElement} list
 * @param {{id: string}[]} lessons
 * @param {{current: string, done: Set<string>, words: Words}} now
 */
export function renderLessonList(list, lessons, { current, done, words }) {
  list.replaceChildren(
    ...lessons.map(({ id }) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `#${id}`;
      link.textContent = words.t(`learn.${id}.title`);
      if (id === current) link.setAttribute('aria-current', 'step');
      item.append(link);
      if (done.has(id)) {
        item.dataset.done = 'true';
        const tick = document.createElement('span');
        tick.className = 'tick';
        tick.textContent = ' ✓';
        tick.setAttribute('aria-hidden', 'true');
        const said = document.createElement('span');
        said.className = 'visually-hidden';
        said.textContent = ` (${words.t('learn.completed')})`;
        item.append(tick, said);
      }
      return item;
    }),
  );
}

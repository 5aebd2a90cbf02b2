import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { Testimonials } from './home-sections';

const render = (path: string, image?: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Testimonials
        testimonials={[
          { id: 1, name: 'Rashed Al Mazrouei', title: 'Airport pick-up', body: 'Ready in minutes.', image },
        ]}
      />
    </MemoryRouter>,
  );

test('a testimonial with a portrait shows it, described by the customer’s name', () => {
  const html = render('/', '/media/42');
  expect(html).toMatch(/<img[^>]*src="\/media\/42"[^>]*alt="Rashed Al Mazrouei"/);
  expect(html).not.toContain('>RM<');
});

test('without a portrait the initials stand in for it, in Arabic too, hidden from screen readers beside the name', () => {
  for (const path of ['/', '/ar']) {
    const html = render(path);
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>RM<\/span>Rashed Al Mazrouei/);
  }
});

test('an Arabic name is not cut to Latin initials: its first letter stands in, the name beside it', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/ar']}>
      <Testimonials testimonials={[{ id: 1, name: 'راشد المزروعي', title: 'استلام', body: 'جاهزة.' }]} />
    </MemoryRouter>,
  );
  expect(html).toMatch(/<span aria-hidden="true"[^>]*>ر<\/span>راشد المزروعي/);
});

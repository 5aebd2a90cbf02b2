import type { RichTextBlock, RichTextInline } from '~/utils/rich-text';
import { mediaUrl } from '~/utils/media';

function Inlines({ items }: { items: RichTextInline[] }) {
  return (
    <>
      {items.map((item, index) => {
        let node: React.ReactNode = item.text;
        if (item.bold) node = <strong>{node}</strong>;
        if (item.italic) node = <em>{node}</em>;
        if (item.href) {
          const external = !item.href.startsWith('/');
          node = (
            <a
              href={item.href}
              className="font-semibold text-navy-800 underline"
              {...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {})}
            >
              {node}
            </a>
          );
        }
        return <span key={index}>{node}</span>;
      })}
    </>
  );
}

/** Renders checked blocks (see readRichText) as React elements; text is always escaped. */
export function RichText({ blocks }: { blocks: RichTextBlock[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="pt-4 text-2xl font-bold text-navy-900">
                {block.text}
              </h2>
            ) : (
              <h3 key={index} className="pt-2 text-xl font-bold text-navy-900">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines items={block.children} />
              </p>
            );
          case 'quote':
            return (
              <blockquote key={index} className="border-s-4 border-sand-500 ps-4 text-slate-700 italic">
                <Inlines items={block.children} />
              </blockquote>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={`${block.ordered ? 'list-decimal' : 'list-disc'} space-y-2 ps-6`}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines items={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <img
                key={index}
                src={mediaUrl(block.fileId)}
                alt={block.alt}
                className="w-full rounded-xl"
                loading="lazy"
              />
            );
        }
      })}
    </div>
  );
}

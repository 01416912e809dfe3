import type { ServiceDetail } from '@talent/contract/marketplace';
import { useState } from 'react';

/** The service's images: the chosen one large, the others as buttons below it. */
export function Gallery({ images, title }: { images: ServiceDetail['gallery']; title: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = images[Math.min(index, images.length - 1)]!;
  return (
    <figure className="overflow-hidden rounded-card border border-ink-200 bg-white">
      <img
        src={current.url}
        alt={`${title}: image ${index + 1} of ${images.length}`}
        className="aspect-[16/9] w-full bg-ink-100 object-contain"
      />
      {images.length > 1 && (
        <ul aria-label="Images" className="flex gap-2 overflow-x-auto p-2">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-md ring-2 ${i === index ? 'ring-brand-600' : 'ring-transparent hover:ring-ink-300'}`}
              >
                <img src={image.url} alt="" className="h-14 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

import { catalogueImageSrc } from '../../../../lib/catalogue-image.ts';

/** A feature's icon from the image store; decorative (its name is always written beside it). */
export function FeatureImage({
  imageUrl,
  className = 'size-8',
}: {
  imageUrl: string;
  className?: string;
}) {
  return (
    <img
      src={catalogueImageSrc(imageUrl, 'features')}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      className={`shrink-0 ${className}`}
    />
  );
}

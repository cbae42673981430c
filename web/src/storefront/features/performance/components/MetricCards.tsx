import { Archive, Clock, DatabaseZap, FileCode, Image } from 'lucide-react';
import { formatBytes, formatSeconds } from '../format';
import { loadTimeScore } from '../scoring';
import type { Analysis } from '../use-performance-analysis';
import { MetricCard } from './MetricCard';

const of = (part: number, whole: number) => `${part} of ${whole}`;

function compressionDetail({ textBytes, compressedBytes, savedBytes }: Analysis['measured']['compression']): string {
  if (compressedBytes === 0) return `None of the ${formatBytes(textBytes)} of text arrived compressed.`;
  return `${formatBytes(compressedBytes)} of ${formatBytes(textBytes)} of text arrived compressed, saving ${formatBytes(savedBytes)}.`;
}

/** The five cards of docs/product/screens.md "Performance"; each says what it measured and how it is scored. */
export function MetricCards({ analysis }: { analysis: Analysis }) {
  const { measured: m, simulated: s } = analysis;
  // After Optimize a card shows the simulated score and keeps the measured one beside it.
  const scored = (key: 'imageScore' | 'cachingScore' | 'compressionScore', detail: string) => ({
    score: s ? s[key] : m[key],
    value: `${s ? s[key] : m[key]}/100`,
    detail: s && s[key] !== m[key] ? `Simulated; measured ${m[key]}/100. ${detail}` : detail,
  });

  return (
    // Three cards over two on wide screens, so no row is left with a gap.
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:[&>*:nth-child(-n+3)]:col-span-2 lg:[&>*:nth-child(n+4)]:col-span-3">
      <MetricCard
        icon={Clock}
        title="Load Time"
        value={formatSeconds(m.loadTimeMs)}
        score={loadTimeScore(m.loadTimeMs)}
        detail={`Load-time score ${loadTimeScore(m.loadTimeMs)}/100.`}
        help="Navigation Timing: from the start of navigation to the end of the load event. Under 1 s scores 100, under 2 s 80, under 3 s 60, otherwise 40."
      />
      <MetricCard
        icon={FileCode}
        title="Bundle Size"
        value={formatBytes(m.bundleBytes)}
        detail={`JavaScript in ${m.scriptCount} script file${m.scriptCount === 1 ? '' : 's'}.`}
        help="Resource Timing: the script files' sizes as sent (encoded body). Not part of the score; above 1.5 MB or 10 files it earns a recommendation."
      />
      <MetricCard
        icon={Image}
        title="Image Optimization"
        {...scored(
          'imageScore',
          m.images.scored === 0
            ? `No measurable images (${m.imageCount} loaded).`
            : `${of(m.images.modern, m.images.scored)} images in WebP, AVIF or SVG; ${of(m.images.small, m.images.scored)} at most 200 KB.`,
        )}
        help="Each image earns 50 for WebP, AVIF or SVG and 50 for weighing at most 200 KB as sent; the score is their mean."
      />
      <MetricCard
        icon={DatabaseZap}
        title="Caching"
        {...scored('cachingScore', `${of(m.caching.cached, m.caching.assets)} static files came from the browser cache or may be kept for 7 days or more.`)}
        help="Share of scripts, styles, images and fonts read from the browser cache (no bytes transferred) or served with Cache-Control immutable or max-age of 7 days or more."
      />
      <MetricCard
        icon={Archive}
        title="Compression"
        {...scored('compressionScore', compressionDetail(m.compression))}
        help="Share of text bytes (the page, scripts, styles, SVG and API answers) whose encoded size is smaller than the decoded one."
      />
    </div>
  );
}

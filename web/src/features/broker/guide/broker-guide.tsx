import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { GUIDE_TOPICS } from './guide-topics.ts';
import './broker-guide.css';

export interface BrokerGuideProps {
  id: string;
  onClose: () => void;
}

/**
 * The Help side panel (spec 3 section 2): a home grid of the guide's 13 topics (3 columns, 1 under 900px),
 * a topic's text, and Home and Close buttons. Escape closes it; focus moves to its heading as it opens and
 * as a topic opens, so keyboard and screen-reader users land on what changed.
 */
export function BrokerGuide({ id, onClose }: BrokerGuideProps) {
  const [topicKey, setTopicKey] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const topic = GUIDE_TOPICS.find((candidate) => candidate.key === topicKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading each time the topic changes.
  useEffect(() => {
    heading.current?.focus();
  }, [topicKey]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <aside id={id} className="broker-guide" aria-labelledby={`${id}-title`} onKeyDown={closeOnEscape}>
      <div className="broker-guide__bar">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {topic ? topic.label : 'Broker guide'}
        </h2>
        <button type="button" className="button" onClick={() => setTopicKey(null)} disabled={!topic}>
          Home
        </button>
        <button type="button" className="button" onClick={onClose} aria-label="Close the guide">
          Close
        </button>
      </div>
      {topic ? (
        <div className="broker-guide__topic" data-topic={topic.key}>
          {topic.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <ul className="broker-guide__grid" aria-label="Guide topics">
          {GUIDE_TOPICS.map((candidate) => (
            <li key={candidate.key}>
              <button type="button" className="broker-guide__tile" onClick={() => setTopicKey(candidate.key)}>
                {candidate.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

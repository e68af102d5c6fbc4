import { Anchor } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

/** Splits text into plain parts and http(s) links. */
export function splitLinks(text: string): { text: string; link: boolean }[] {
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, link: /^https?:\/\//.test(part) }));
}

/** Mail text with its links clickable, line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.link ? (
          <Anchor key={index} href={part.text} style={{ wordBreak: 'break-all' }}>
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

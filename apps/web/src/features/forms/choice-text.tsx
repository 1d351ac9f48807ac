import { splitChoiceText } from '@campus/domain/forms';

/** §5: a choice's text split on '|', the first part bold and the others normal. */
export function ChoiceText({ text }: { text: string }) {
  const { bold, rest } = splitChoiceText(text);
  return (
    <>
      <strong>{bold}</strong>
      {rest.length > 0 && <span className="form-choice__detail"> {rest.join(' · ')}</span>}
    </>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Stories that must fail the story test (stories/testing/check-story.test.tsx proves it). Not a
 * `*.stories.tsx` file, so neither Storybook nor the test of the real stories picks them up.
 */
function Broken({ kind }: { kind: 'throws' | 'unnamed-button' | 'image-without-alt' | 'duplicate-keys' | 'fine' }) {
  if (kind === 'throws') throw new Error('the component failed to render');
  if (kind === 'unnamed-button')
    return (
      <button type="button">
        <svg aria-hidden width="16" height="16" />
      </button>
    );
  if (kind === 'image-without-alt') return <img src="/portrait.jpg" />;
  if (kind === 'duplicate-keys')
    return (
      <ul>
        {['Коуч-сессия', 'Коуч-сессия'].map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    );
  return (
    <button type="button" aria-label="Записаться">
      <svg aria-hidden width="16" height="16" />
    </button>
  );
}

const meta = { title: 'Проверка историй/Сломанные', component: Broken } satisfies Meta<typeof Broken>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Throws: Story = { args: { kind: 'throws' } };
export const ButtonWithoutName: Story = { args: { kind: 'unnamed-button' } };
export const ImageWithoutAlt: Story = { args: { kind: 'image-without-alt' } };
export const DuplicateKeys: Story = { args: { kind: 'duplicate-keys' } };
export const PlayFails: Story = {
  args: { kind: 'fine' },
  play: ({ canvasElement }) => {
    if (!canvasElement.querySelector('button[aria-label="Отменить"]')) throw new Error('no «Отменить» button');
    return Promise.resolve();
  },
};
export const Fine: Story = { args: { kind: 'fine' } };

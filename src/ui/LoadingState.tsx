import './loading-state.css';

/** A centred spinner with its text, for pages whose content shape is not known yet. */
export function LoadingState({ text, fullScreen = false }: { text: string; fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'loading-state loading-state--full' : 'loading-state'} role="status">
      <span className="loading-state__spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

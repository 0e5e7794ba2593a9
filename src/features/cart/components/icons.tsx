// Small inline icons; decorative, so hidden from assistive technology (the buttons carry the names).
const base = { 'aria-hidden': true, focusable: false, viewBox: '0 0 20 20', className: 'size-5' } as const;

export const GripIcon = () => (
  <svg {...base}>
    <path
      fill="currentColor"
      d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
    />
  </svg>
);
export const UpIcon = () => (
  <svg {...base}>
    <path
      fill="currentColor"
      d="M10 5.5a1 1 0 0 1 .7.3l5 5a1 1 0 0 1-1.4 1.4L10 7.9l-4.3 4.3a1 1 0 0 1-1.4-1.4l5-5a1 1 0 0 1 .7-.3Z"
    />
  </svg>
);
export const DownIcon = () => (
  <svg {...base}>
    <path
      fill="currentColor"
      d="M10 14.5a1 1 0 0 1-.7-.3l-5-5a1 1 0 0 1 1.4-1.4l4.3 4.3 4.3-4.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-.7.3Z"
    />
  </svg>
);
export const TrashIcon = () => (
  <svg {...base}>
    <path
      fill="currentColor"
      d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.3l.8 10.1A2 2 0 0 0 7.1 18h5.8a2 2 0 0 0 2-1.9L15.7 6h.3a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2V4h2V4H9Zm-2.7 2h7.4l-.8 10H7.1l-.8-10Z"
    />
  </svg>
);
export const PlusIcon = () => (
  <svg {...base}>
    <path
      fill="currentColor"
      d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z"
    />
  </svg>
);

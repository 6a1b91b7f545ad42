/** react-admin's English where ours differs: confirmations name the record instead of its internal id. */
export const raEnOverrides = {
  ra: {
    message: {
      delete_title: 'Delete %{name} "%{recordRepresentation}"',
      delete_content: 'Delete %{name} "%{recordRepresentation}"? This cannot be undone.',
    },
  },
};

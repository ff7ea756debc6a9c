/** Side by side inputs stay level whatever their help's length: the help goes under the input. */
export const HELP_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

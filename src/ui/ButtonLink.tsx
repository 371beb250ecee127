import { Link, type LinkProps } from 'react-router-dom';
import './button.css';

/** A link that looks like a Button, for navigation that reads as an action. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  ...rest
}: LinkProps & { variant?: 'primary' | 'secondary' | 'ghost'; size?: 'sm' | 'md' | 'lg'; block?: boolean }) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className].filter(Boolean).join(' ');
  return <Link className={classes} {...rest} />;
}

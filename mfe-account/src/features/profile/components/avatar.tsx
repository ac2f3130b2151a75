import styled from 'styled-components';

const StyledAvatar = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.space($size === 'lg' ? 20 : 14)};
  height: ${({ theme, $size }) => theme.space($size === 'lg' ? 20 : 14)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.xxl : theme.font.size.xl)};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'md' | 'lg';
}

/** The profile photo, or the name's initial on the brand colour when there is none. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {src ? <img src={src} alt="" width={160} height={160} /> : name.trim().charAt(0).toUpperCase() || '?'}
    </StyledAvatar>
  );
}

import '../../privacy-notice/index';

export default function Privacy() {
  return <privacy-notice />;
}

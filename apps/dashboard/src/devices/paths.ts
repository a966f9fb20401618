/** The claim screen's address inside the dashboard; the TV's QR code links here with `?code=`. */
export const deviceClaimPath = '/devices/claim';

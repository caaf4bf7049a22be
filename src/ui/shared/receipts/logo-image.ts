/** The operator's logo drawn into a PNG (the PDF cannot take SVG); null when the browser cannot draw it. */
export async function logoPng(url: string): Promise<{ dataUrl: string; width: number; height: number } | null> {
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = 4;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * scale;
    canvas.height = image.naturalHeight * scale;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height };
  } catch {
    return null;
  }
}

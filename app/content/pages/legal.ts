import type { LocalizedPageCopy } from './types';

/** Privacy policy, cookie policy and disclaimer. */
export const legalPages = {
  'privacy-policy': {
    en: {
      title: 'Privacy Policy',
      metaDescription:
        'How we collect, use, share and protect your personal data when you rent, lease or buy a car from us or use our website, and the choices you have about it.',
      heading: 'Privacy Policy',
      intro:
        'We respect your privacy and handle your personal data with care. This policy explains what we collect when you use our website and services, why we collect it, who we share it with and the choices you have. It covers bookings, accounts, enquiries, job applications and visits to this website.',
      sections: [
        {
          heading: 'What we collect',
          bullets: [
            'Contact details: your name, email address and mobile number.',
            'Rental eligibility details: date of birth, driving licence and passport numbers and expiry dates, and copies of your Emirates ID and driving licence.',
            'Booking details: vehicles, dates, locations, extras, payments and the history of your rentals.',
            'What you send us: enquiries, feedback, lease quote requests and job applications, including CVs.',
            'Technical data: essential cookies, and page views with your device type if you accept analytics.',
          ],
        },
        {
          heading: 'How we use it',
          bullets: [
            'To check your identity, age and licence, and to activate your account.',
            'To handle bookings, payments, deliveries, collections and returns.',
            'To process Salik tolls, traffic fines and insurance claims linked to your rental, as the law requires.',
            'To reply to your enquiries, feedback and job applications.',
            'To send our newsletter, only if you subscribe; you can unsubscribe at any time.',
            'To improve our website, using analytics only with your consent.',
          ],
        },
        {
          heading: 'Payments',
          paragraphs: [
            'Card payments are processed by our payment provider, Network International, on its own secure payment page. We never receive or store your full card number; we keep only the payment reference and its status.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: [
            'We share personal data only when it is needed: with service providers who work on our behalf (payment, SMS, email and hosting), with insurers and repairers when handling a claim, and with the police, the RTA and other authorities when the law requires it. We never sell your personal data.',
          ],
        },
        {
          heading: 'Security, retention and your rights',
          paragraphs: [
            'Your data is stored securely and only the staff who need it can see it. We keep it for as long as the purpose requires and as UAE law demands, for example for accounting and traffic records. You may ask to see, correct or delete your data, and withdraw your consent to the newsletter or analytics, by contacting us through the Contact Us page or our hotlines, {hotlineAbuDhabiAlAin} and {hotlineDubaiNorthern}.',
          ],
        },
      ],
      cta: { label: 'Contact us about your data', to: '/contact-us' },
    },
    ar: {
      title: 'سياسة الخصوصية',
      metaDescription:
        'كيف نجمع بياناتك الشخصية ونستخدمها ونشاركها ونحميها عند استئجار سيارة أو شرائها منا أو استخدام موقعنا، والخيارات المتاحة لك بشأنها.',
      heading: 'سياسة الخصوصية',
      intro:
        'نحترم خصوصيتك ونتعامل مع بياناتك الشخصية بعناية. توضح هذه السياسة ما نجمعه عند استخدامك موقعنا وخدماتنا، ولماذا نجمعه، ومع من نشاركه، والخيارات المتاحة لك. وهي تشمل الحجوزات والحسابات والاستفسارات وطلبات التوظيف وزيارات هذا الموقع.',
      sections: [
        {
          heading: 'ما نجمعه',
          bullets: [
            'بيانات التواصل: اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك.',
            'بيانات أهلية التأجير: تاريخ الميلاد، وأرقام رخصة القيادة وجواز السفر وتواريخ انتهائها، ونسخ من بطاقة الهوية الإماراتية ورخصة القيادة.',
            'بيانات الحجز: المركبات والمواعيد والمواقع والإضافات والمدفوعات وسجل عمليات التأجير.',
            'ما ترسله إلينا: الاستفسارات والملاحظات وطلبات عروض أسعار التأجير وطلبات التوظيف بما فيها السير الذاتية.',
            'البيانات التقنية: ملفات تعريف الارتباط الأساسية، وزيارات الصفحات مع نوع جهازك إذا وافقت على التحليلات.',
          ],
        },
        {
          heading: 'كيف نستخدمها',
          bullets: [
            'للتحقق من هويتك وعمرك ورخصتك وتفعيل حسابك.',
            'لمعالجة الحجوزات والمدفوعات والتوصيل والاستلام والإعادة.',
            'لمعالجة رسوم سالك والمخالفات المرورية ومطالبات التأمين المرتبطة بعملية التأجير، وفقاً لما يقتضيه القانون.',
            'للرد على استفساراتك وملاحظاتك وطلبات التوظيف.',
            'لإرسال نشرتنا الإخبارية إن اشتركت فيها فقط، ويمكنك إلغاء الاشتراك في أي وقت.',
            'لتحسين موقعنا، مع عدم استخدام التحليلات إلا بموافقتك.',
          ],
        },
        {
          heading: 'المدفوعات',
          paragraphs: [
            'تُعالَج المدفوعات بالبطاقة لدى مزوّد خدمة الدفع لدينا، نتورك إنترناشيونال، عبر صفحة الدفع الآمنة الخاصة به. ولا نتلقى رقم بطاقتك كاملاً ولا نخزنه أبداً، بل نحتفظ فقط بمرجع الدفع وحالته.',
          ],
        },
        {
          heading: 'مع من نشاركها',
          paragraphs: [
            'لا نشارك البيانات الشخصية إلا عند الحاجة: مع مزوّدي الخدمات الذين يعملون نيابة عنا (الدفع والرسائل النصية والبريد الإلكتروني والاستضافة)، ومع شركات التأمين وورش الإصلاح عند معالجة مطالبة، ومع الشرطة وهيئة الطرق والمواصلات والجهات الأخرى عندما يقتضي القانون ذلك. ولا نبيع بياناتك الشخصية أبداً.',
          ],
        },
        {
          heading: 'الأمان والاحتفاظ بالبيانات وحقوقك',
          paragraphs: [
            'تُخزَّن بياناتك بشكل آمن، ولا يطّلع عليها إلا الموظفون الذين يحتاجون إليها. ونحتفظ بها طوال المدة التي يتطلبها الغرض وبما يفرضه القانون الإماراتي، كسجلات المحاسبة والمرور. ويحق لك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها، وسحب موافقتك على النشرة الإخبارية أو التحليلات، بالتواصل معنا عبر صفحة "اتصل بنا" أو خطينا الساخنين {hotlineAbuDhabiAlAin} و{hotlineDubaiNorthern}.',
          ],
        },
      ],
      cta: { label: 'تواصل معنا بشأن بياناتك', to: '/contact-us' },
    },
  },

  'cookie-policy': {
    en: {
      title: 'Cookie Policy',
      metaDescription:
        'Which cookies our website uses: essential cookies for sign-in and security, and analytics only if you accept on the cookie bar. Decline keeps analytics off.',
      heading: 'Cookie Policy',
      intro:
        'Cookies are small text files that a website stores in your browser. We use as few as we can: the ones our website needs to work, and analytics only if you agree. This policy explains each kind and how you stay in control.',
      sections: [
        {
          heading: 'Essential cookies',
          paragraphs: [
            'These cookies keep you signed in, protect your account and our forms from misuse, and remember your cookie choice. The website cannot work properly without them, so they cannot be switched off. They are not used for advertising and do not follow you to other websites.',
          ],
        },
        {
          heading: 'Analytics, only with your consent',
          paragraphs: [
            'If you select Accept on the cookie bar, we record the pages you visit together with the type of device you use (desktop, mobile or tablet), so that we can see which pages help our customers and improve the rest. We never ask for your location for this purpose.',
            'Your choice is remembered for 150 days. After that, the cookie bar asks you again.',
          ],
        },
        {
          heading: 'Other services',
          paragraphs: [
            'We do not use advertising cookies or social media tracking. When you pay by card, you are taken to our payment provider’s secure page, and where a page shows an embedded map, the mapping service loads it; these services may set their own cookies, which are governed by their own policies.',
          ],
        },
        {
          heading: 'Your choices',
          bullets: [
            'Select Decline and analytics stay off; the website works just the same.',
            'To change your mind, clear this website’s cookies in your browser and the cookie bar will appear again.',
            'Your browser settings also let you block or delete cookies, but blocking essential cookies will stop you from signing in.',
          ],
        },
      ],
    },
    ar: {
      title: 'سياسة ملفات تعريف الارتباط',
      metaDescription:
        'ملفات تعريف الارتباط التي يستخدمها موقعنا: ملفات أساسية لتسجيل الدخول والأمان، وملفات التحليلات فقط إذا وافقت عليها في شريط الموافقة. اختيار الرفض يُبقي التحليلات متوقفة.',
      heading: 'سياسة ملفات تعريف الارتباط',
      intro:
        'ملفات تعريف الارتباط (الكوكيز) ملفات نصية صغيرة يخزنها الموقع في متصفحك. ونحن نستخدم أقل عدد ممكن منها: الملفات التي يحتاجها موقعنا ليعمل، وملفات التحليلات فقط إذا وافقت. وتوضح هذه السياسة كل نوع منها وكيف تبقى متحكماً في اختيارك.',
      sections: [
        {
          heading: 'ملفات تعريف الارتباط الأساسية',
          paragraphs: [
            'تُبقي هذه الملفات تسجيل دخولك قائماً، وتحمي حسابك ونماذجنا من إساءة الاستخدام، وتتذكر اختيارك بشأن ملفات تعريف الارتباط. ولا يمكن للموقع أن يعمل بشكل صحيح من دونها، لذا لا يمكن إيقافها. ولا تُستخدم للإعلانات ولا تتتبعك إلى مواقع أخرى.',
          ],
        },
        {
          heading: 'التحليلات بموافقتك فقط',
          paragraphs: [
            'إذا اخترت "قبول" في شريط ملفات تعريف الارتباط، نسجل الصفحات التي تزورها مع نوع الجهاز الذي تستخدمه (حاسوب مكتبي أو هاتف متحرك أو جهاز لوحي)، لنعرف الصفحات التي تفيد عملاءنا ونحسّن البقية. ولا نطلب موقعك الجغرافي لهذا الغرض أبداً.',
            'نتذكر اختيارك لمدة 150 يوماً، وبعدها يسألك شريط ملفات تعريف الارتباط مجدداً.',
          ],
        },
        {
          heading: 'الخدمات الأخرى',
          paragraphs: [
            'لا نستخدم ملفات تعريف الارتباط الإعلانية ولا أدوات التتبع الخاصة بشبكات التواصل الاجتماعي. وعند الدفع بالبطاقة تنتقل إلى صفحة الدفع الآمنة لدى مزوّد خدمة الدفع، وحين تعرض إحدى الصفحات خريطة مضمّنة تحمّلها خدمة الخرائط؛ وقد تضع هذه الخدمات ملفات تعريف ارتباط خاصة بها تخضع لسياساتها.',
          ],
        },
        {
          heading: 'خياراتك',
          bullets: [
            'اختر "رفض" لتبقى التحليلات متوقفة، وسيعمل الموقع بالطريقة نفسها تماماً.',
            'لتغيير رأيك، امسح ملفات تعريف الارتباط الخاصة بهذا الموقع من متصفحك، وسيظهر شريط الموافقة مجدداً.',
            'تتيح لك إعدادات متصفحك أيضاً حظر ملفات تعريف الارتباط أو حذفها، لكن حظر الملفات الأساسية سيمنعك من تسجيل الدخول.',
          ],
        },
      ],
    },
  },

  disclaimer: {
    en: {
      title: 'Disclaimer',
      metaDescription:
        'Important information about the content of our website: vehicle details, images, prices and offers, links to other websites and the limits of our liability.',
      heading: 'Disclaimer',
      intro:
        'The information on this website is provided in good faith to help you choose and book our services. Please read this disclaimer together with our Terms & Conditions, which govern every rental, lease and sale.',
      sections: [
        {
          heading: 'Vehicles, prices and offers',
          paragraphs: [
            'We work hard to keep the information on this website accurate and up to date, but vehicle descriptions, images, specifications and availability are given for guidance. Images are for illustration, and the car you receive may differ in colour or specification from the one shown. Prices and offers may change until your booking is confirmed; the price shown in your confirmed booking is the one that applies.',
          ],
        },
        {
          heading: 'Links to other websites',
          paragraphs: [
            'Our website links to other websites, such as social networks, maps and our payment provider’s secure page. We do not control those websites and are not responsible for their content or their privacy practices.',
          ],
        },
        {
          heading: 'Availability of the website',
          paragraphs: [
            'We aim to keep this website available at all times, but we may need to suspend it for maintenance or updates, and we cannot guarantee that it will always be free of errors or interruptions. If you cannot complete a booking online, please call {hotlineAbuDhabiAlAin} or {hotlineDubaiNorthern} and our team will help.',
          ],
        },
        {
          heading: 'Limitation of liability',
          paragraphs: [
            'To the extent permitted by UAE law, we are not liable for any loss arising from the use of this website or from its being temporarily unavailable. Nothing in this disclaimer limits the rights you have under the law or under your rental, lease or sale agreement with us.',
          ],
        },
      ],
      cta: { label: 'Contact us', to: '/contact-us' },
    },
    ar: {
      title: 'إخلاء المسؤولية',
      metaDescription:
        'معلومات مهمة حول محتوى موقعنا: تفاصيل المركبات والصور والأسعار والعروض، والروابط إلى المواقع الأخرى، وحدود مسؤوليتنا.',
      heading: 'إخلاء المسؤولية',
      intro:
        'تُقدَّم المعلومات الواردة في هذا الموقع بحسن نية لمساعدتك على اختيار خدماتنا وحجزها. يُرجى قراءة إخلاء المسؤولية هذا مع الشروط والأحكام التي تحكم كل عملية تأجير أو تأجير طويل الأمد أو بيع.',
      sections: [
        {
          heading: 'المركبات والأسعار والعروض',
          paragraphs: [
            'نحرص على أن تكون المعلومات في هذا الموقع دقيقة ومحدّثة، غير أن أوصاف المركبات وصورها ومواصفاتها وتوافرها تُقدَّم على سبيل الاسترشاد. فالصور توضيحية، وقد تختلف السيارة التي تستلمها في اللون أو المواصفات عن المعروضة. وقد تتغير الأسعار والعروض إلى أن يُؤكَّد حجزك، ويُعتمد السعر الظاهر في حجزك المؤكد.',
          ],
        },
        {
          heading: 'الروابط إلى مواقع أخرى',
          paragraphs: [
            'يتضمن موقعنا روابط إلى مواقع أخرى، مثل شبكات التواصل الاجتماعي والخرائط وصفحة الدفع الآمنة لدى مزوّد خدمة الدفع. ولا نتحكم في تلك المواقع، ولسنا مسؤولين عن محتواها أو ممارساتها المتعلقة بالخصوصية.',
          ],
        },
        {
          heading: 'توافر الموقع',
          paragraphs: [
            'نسعى إلى إبقاء هذا الموقع متاحاً في جميع الأوقات، لكن قد نضطر إلى إيقافه مؤقتاً للصيانة أو التحديث، ولا يمكننا ضمان خلوّه دائماً من الأخطاء أو الانقطاعات. وإذا تعذّر عليك إتمام الحجز عبر الإنترنت، يُرجى الاتصال على {hotlineAbuDhabiAlAin} أو {hotlineDubaiNorthern} وسيساعدك فريقنا.',
          ],
        },
        {
          heading: 'حدود المسؤولية',
          paragraphs: [
            'في الحدود التي يسمح بها القانون الإماراتي، لا نتحمل المسؤولية عن أي خسارة تنشأ عن استخدام هذا الموقع أو عن تعذّر الوصول إليه مؤقتاً. ولا يحدّ أي شيء في إخلاء المسؤولية هذا من حقوقك بموجب القانون أو بموجب عقد التأجير أو البيع المبرم معنا.',
          ],
        },
      ],
      cta: { label: 'تواصل معنا', to: '/contact-us' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
